// Contexts a page should never send but sometimes does: peer data, built-ins where objects
// belong, and objects that throw when read. Each is a ContextError with the path, never a raw
// TypeError from the page's own object.
import { describe, expect, it } from 'vitest';
import { loginIdContext } from '../../test-fixtures/contexts.js';
import { ContextError } from '../errors/context-error.js';
import { readContext } from './read-context.js';

function refusal(source: unknown): ContextError {
  try {
    readContext(source as Record<string, unknown>);
  } catch (error) {
    expect(error).toBeInstanceOf(ContextError);
    return error as ContextError;
  }
  throw new Error('readContext accepted it');
}

describe('readContext on peer data and hostile objects', () => {
  it('reads an organization that is only { usage: "deny" } (live pages send it)', () => {
    const context = readContext(loginIdContext({ organization: { usage: 'deny' } }));
    expect(context.organization).toEqual({ usage: 'deny' });
  });

  it('still checks the parts an organization does send', () => {
    const error = refusal(loginIdContext({ organization: { usage: 'deny', name: 42 } as never }));
    expect(error.path).toBe('organization.name');
  });

  it('refuses a Date (or Map) as screen.data and names it', () => {
    const base = loginIdContext();
    const error = refusal({ ...base, screen: { ...base.screen, data: new Date(0) } });
    expect(error).toMatchObject({ code: 'field_type', path: 'screen.data' });
    expect(error.message).toMatch(/got a Date/);
    expect(refusal({ ...base, screen: { ...base.screen, data: new Map() } }).path).toBe(
      'screen.data',
    );
  });

  it('turns a throwing getter into a ContextError at its path', () => {
    const base = loginIdContext();
    const transaction = {
      get state(): string {
        throw new TypeError('boom');
      },
    };
    const error = refusal({ ...base, transaction });
    expect(error).toMatchObject({ code: 'field_unreadable', path: 'transaction.state' });
    expect(error.message).toMatch(/reading it threw/);
    // What the getter threw is the error's cause (shown by browsers' consoles and Node).
    expect((error as { cause?: unknown }).cause).toMatchObject({
      name: 'TypeError',
      message: 'boom',
    });
  });

  it('turns proxy traps that throw (get, ownKeys/has, revoked) into ContextErrors with the path', () => {
    const base = loginIdContext();
    const hostileGet = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap');
        },
      },
    );
    expect(refusal({ ...base, screen: hostileGet }).path).toMatch(/^screen/);
    const hostileDescriptor = new Proxy(
      {},
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('trap');
        },
      },
    );
    expect(refusal({ ...base, client: hostileDescriptor }).path).toBe('client.id');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(refusal({ ...base, user: proxy }).path).toBe('user');
  });

  it('an object whose toString throws is described, not stringified', () => {
    const base = loginIdContext();
    const name = {
      toString: () => {
        throw new Error('no');
      },
    };
    const error = refusal({ ...base, screen: { ...base.screen, name } });
    expect(error).toMatchObject({ code: 'field_type', path: 'screen.name' });
  });
});
