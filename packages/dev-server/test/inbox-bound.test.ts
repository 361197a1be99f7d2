/**
 * The local inbox is bounded per address: a flood of messages to one address (a load test)
 * keeps only that address's newest MAX_MESSAGES_PER_ADDRESS and leaves the other addresses'
 * messages readable; past MAX_ADDRESSES the address written to least recently goes.
 */
import { describe, expect, it } from 'vitest';
import { openStore } from '../src/store/store.js';
import { deliver, inbox, MAX_ADDRESSES, MAX_MESSAGES_PER_ADDRESS } from '../src/tenant/outbox.js';

const send = (store: Awaited<ReturnType<typeof openStore>>, to: string, subject: string) =>
  deliver(store, { channel: 'email', to, subject, body: subject });

describe('the local inbox', () => {
  it('keeps a developer’s message through a flood to another address', async () => {
    const store = await openStore({ inMemory: true });
    send(store, 'dev@example.com', 'Your code');
    for (let i = 0; i < 500; i += 1) send(store, 'load@example.com', `load ${i}`);
    const messages = inbox(store);
    expect(messages.find((m) => m.to === 'dev@example.com')?.subject).toBe('Your code');
    const flooded = messages.filter((m) => m.to === 'load@example.com').map((m) => m.subject);
    expect(flooded).toEqual(
      Array.from({ length: MAX_MESSAGES_PER_ADDRESS }, (_, i) => `load ${499 - i}`),
    );
    // Newest first across addresses.
    expect(messages[0]?.subject).toBe('load 499');
    expect(messages.at(-1)?.subject).toBe('Your code');
  });

  it('keeps the MAX_ADDRESSES addresses written to most recently', async () => {
    const store = await openStore({ inMemory: true });
    send(store, 'dev@example.com', 'first');
    for (let i = 0; i < MAX_ADDRESSES; i += 1) {
      send(store, `user${i}@example.com`, `hello ${i}`);
      // The developer's address, written to again, stays among the most recent.
      if (i === MAX_ADDRESSES / 2) send(store, 'dev@example.com', 'second');
    }
    const messages = inbox(store);
    expect(new Set(messages.map((m) => m.to)).size).toBe(MAX_ADDRESSES);
    expect(messages.some((m) => m.to === 'user0@example.com')).toBe(false);
    expect(messages.filter((m) => m.to === 'dev@example.com').map((m) => m.subject)).toEqual([
      'second',
      'first',
    ]);
  });
});
