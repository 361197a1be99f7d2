import { createScreenStore, type FormRequest, ScreenMismatchError } from '@screenkit/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customizedConsentContext,
  loginIdContext,
  moneyTransfer,
  userProfile,
} from '../../../core/test-fixtures/contexts.js';
import { recordFormPosts } from '../../../core/test-fixtures/form-posts.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { type ConsentHookResult, useConsent, useCustomizedConsent } from './use-consent.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const rarContext = () =>
  customizedConsentContext({
    screen: {
      name: 'customized-consent',
      data: {
        scopes: [{ value: 'openid', description: 'Sign you in' }, { value: 'transfer:funds' }],
        authorization_details: [moneyTransfer, userProfile],
      },
    },
  });

const seen: { result?: ConsentHookResult; renders: number } = { renders: 0 };

function RarConsent({ registeredTypes }: { registeredTypes?: string[] }) {
  const consent = useCustomizedConsent(registeredTypes ? { registeredTypes } : {});
  seen.result = consent;
  seen.renders++;
  return (
    <main>
      <ul aria-label="scopes">
        {consent.scopes.map((s) => (
          <li key={s.value}>{s.description ?? s.value}</li>
        ))}
      </ul>
      {consent.views.map((view, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries may repeat and never reorder
        <section key={`${view.type}-${i}`} aria-label={view.title}>
          {view.items.map((item) => `${item.label}: ${item.value}`).join('; ')}
        </section>
      ))}
      <p data-testid="valid">{String(consent.validation.valid)}</p>
      <button
        type="button"
        disabled={consent.isSubmitting}
        onClick={() => void consent.accept({ remember: true })}
      >
        Accept
      </button>
      <button type="button" disabled={consent.isSubmitting} onClick={() => void consent.deny()}>
        Deny
      </button>
    </main>
  );
}

function capture() {
  const requests: FormRequest[] = [];
  return {
    requests,
    submitOptions: {
      transport: (r: FormRequest) => void requests.push(r),
      route: '/u/customized-consent?state=st_abc123',
    },
  };
}

describe('useCustomizedConsent', () => {
  it('renders scopes and one consent view per authorization_details entry', () => {
    render(
      <ScreenProvider context={rarContext()}>
        <RarConsent />
      </ScreenProvider>,
    );
    expect(screen.getByLabelText('scopes').textContent).toBe('Sign you intransfer:funds');
    expect(screen.getByLabelText('Share your profile with ExampleCo').textContent).toBe(
      'Full name: Jane Doe; State of residence: CA',
    );
    expect(seen.result?.views[0]?.items.map((i) => i.path)).toContain('instructedAmount.amount');
    expect(seen.result?.authorization_details).toEqual([moneyTransfer, userProfile]);
    expect(screen.getByTestId('valid').textContent).toBe('true');
  });

  it('reports a validation failure when a type is not registered', () => {
    render(
      <ScreenProvider context={rarContext()}>
        <RarConsent registeredTypes={['money_transfer']} />
      </ScreenProvider>,
    );
    expect(screen.getByTestId('valid').textContent).toBe('false');
    const validation = seen.result?.validation;
    expect(validation?.valid === false && validation.errors.map((e) => [e.rule, e.path])).toEqual([
      [5, '[1].type'],
    ]);
  });

  it('accept and deny post the right action, fields and state', async () => {
    const { requests, submitOptions } = capture();
    render(
      <ScreenProvider context={rarContext()} submitOptions={submitOptions}>
        <RarConsent />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('Accept')));
    await act(async () => fireEvent.click(screen.getByText('Deny')));
    expect(requests.map((r) => [r.url, r.fields])).toEqual([
      [
        '/u/customized-consent?state=st_abc123',
        [
          ['remember', 'true'],
          ['action', 'accept'],
          ['state', 'st_abc123'],
        ],
      ],
      [
        '/u/customized-consent?state=st_abc123',
        [
          ['action', 'deny'],
          ['state', 'st_abc123'],
        ],
      ],
    ]);
  });

  it('accept with the default browser transport posts a real <form> with exactly these inputs', async () => {
    const posted = recordFormPosts('/u/customized-consent?state=st_abc123');
    render(
      <ScreenProvider context={rarContext()}>
        <RarConsent />
      </ScreenProvider>,
    );
    await act(async () => fireEvent.click(screen.getByText('Accept')));
    expect(posted).toHaveLength(1);
    const form = posted[0] as HTMLFormElement;
    expect([form.method, form.enctype, form.getAttribute('action')]).toEqual([
      'post',
      'application/x-www-form-urlencoded',
      '/u/customized-consent?state=st_abc123',
    ]);
    expect(
      [...form.elements].map((el) => {
        const input = el as HTMLInputElement;
        return [input.tagName, input.type, input.name, input.value];
      }),
    ).toEqual([
      ['INPUT', 'hidden', 'remember', 'true'],
      ['INPUT', 'hidden', 'action', 'accept'],
      ['INPUT', 'hidden', 'state', 'st_abc123'],
    ]);
    // The page is leaving: both answers are disabled so nothing posts twice.
    expect(screen.getByText('Deny')).toHaveProperty('disabled', true);
  });

  it('does not re-render or recompute for unrelated state or an equal inline registeredTypes array', () => {
    const store = createScreenStore(rarContext());
    const { rerender } = render(
      <ScreenProvider store={store}>
        <RarConsent registeredTypes={['money_transfer', userProfile.type]} />
      </ScreenProvider>,
    );
    seen.renders = 0;
    const views = seen.result?.views;
    act(() => store.getState().setValidationErrors([{ code: 'x', message: 'unrelated' }]));
    expect(seen.renders).toBe(0);
    rerender(
      <ScreenProvider store={store}>
        <RarConsent registeredTypes={['money_transfer', userProfile.type]} />
      </ScreenProvider>,
    );
    expect(seen.renders).toBe(1);
    expect(seen.result?.views).toBe(views);
  });

  it('throws ScreenMismatchError naming both screens on another screen', () => {
    const run = () =>
      render(
        <ScreenProvider context={loginIdContext()}>
          <RarConsent />
        </ScreenProvider>,
      );
    expect(run).toThrow(ScreenMismatchError);
    expect(run).toThrow(
      'This code is for screen "customized-consent", but the page shows screen "login-id"',
    );
  });
});

function PlainConsent() {
  const consent = useConsent();
  return (
    <p>
      {consent.screen} {consent.scopes.map((s) => s.value).join(',')} hide=
      {String(consent.hideScopes)} details={consent.authorization_details.length}
    </p>
  );
}

describe('useConsent', () => {
  it('reads the consent screen scopes and hideScopes', () => {
    const context = {
      ...loginIdContext(),
      prompt: { name: 'consent' as const },
      screen: {
        name: 'consent' as const,
        data: { scopes: [{ value: 'openid' }, { value: 'read:x' }], hideScopes: true },
      },
    };
    render(
      <ScreenProvider context={context}>
        <PlainConsent />
      </ScreenProvider>,
    );
    expect(screen.getByText(/consent/).textContent).toBe(
      'consent openid,read:x hide=true details=0',
    );
  });

  it('throws ScreenMismatchError on the customized-consent screen', () => {
    expect(() =>
      render(
        <ScreenProvider context={rarContext()}>
          <PlainConsent />
        </ScreenProvider>,
      ),
    ).toThrow(
      /"consent" or "consent-tenant-scopes", but the page shows screen "customized-consent"/,
    );
  });
});
