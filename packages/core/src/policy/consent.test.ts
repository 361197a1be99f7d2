import { describe, expect, it } from 'vitest';
import {
  type ConsentInput,
  type ConsentOutcome,
  decideConsent,
  MFA_FACTORS,
  type MfaFactor,
} from './consent.js';
import { PolicyError } from './policy-error.js';

const NON_PUSH = MFA_FACTORS.filter((f) => f !== 'push-notification');
const STANDARD_LIKE = ['standard', undefined, null] as const;

interface Row {
  rar: boolean;
  mfa: false | 'push' | 'other' | 'none';
  covered: boolean;
  outcome: ConsentOutcome;
  screen: 'consent' | 'customized-consent' | null;
}

// Seed 2.6, one entry per (row, existing grant) pair; `none` = no MFA factor given.
const SEED_TABLE: Row[] = [
  { rar: false, mfa: false, covered: false, outcome: 'standard-consent', screen: 'consent' },
  { rar: false, mfa: false, covered: true, outcome: 'skip-existing-grant', screen: null },
  {
    rar: true,
    mfa: false,
    covered: false,
    outcome: 'customized-consent',
    screen: 'customized-consent',
  },
  // A RAR is a one-off transaction: an existing grant never skips its consent.
  {
    rar: true,
    mfa: false,
    covered: true,
    outcome: 'customized-consent',
    screen: 'customized-consent',
  },
  {
    rar: true,
    mfa: 'other',
    covered: false,
    outcome: 'customized-consent-after-mfa',
    screen: 'customized-consent',
  },
  {
    rar: true,
    mfa: 'other',
    covered: true,
    outcome: 'customized-consent-after-mfa',
    screen: 'customized-consent',
  },
  { rar: true, mfa: 'push', covered: false, outcome: 'consent-in-mobile-app', screen: null },
  { rar: true, mfa: 'push', covered: true, outcome: 'consent-in-mobile-app', screen: null },
  // Not in the table: MFA does not change standard consent for a non-RAR request.
  { rar: false, mfa: 'other', covered: false, outcome: 'standard-consent', screen: 'consent' },
  { rar: false, mfa: 'push', covered: false, outcome: 'standard-consent', screen: 'consent' },
  { rar: false, mfa: 'other', covered: true, outcome: 'skip-existing-grant', screen: null },
  { rar: false, mfa: 'none', covered: true, outcome: 'skip-existing-grant', screen: null },
];

// transactional-authorization-with-mfa: explicit customized consent whatever the grants.
const TRANSACTIONAL_TABLE: Row[] = [false, true].flatMap((rar) =>
  [false, true].flatMap((covered): Row[] => [
    { rar, mfa: false, covered, outcome: 'customized-consent', screen: 'customized-consent' },
    {
      rar,
      mfa: 'other',
      covered,
      outcome: 'customized-consent-after-mfa',
      screen: 'customized-consent',
    },
    { rar, mfa: 'push', covered, outcome: 'consent-in-mobile-app', screen: null },
  ]),
);

function factorsOf(mfa: Row['mfa']): Array<MfaFactor | undefined> {
  if (mfa === false || mfa === 'none') return [undefined];
  return mfa === 'push' ? ['push-notification'] : NON_PUSH;
}

function expand(policies: readonly ConsentInput['consentPolicy'][], table: Row[]) {
  return policies.flatMap((consentPolicy) =>
    table.flatMap((row) =>
      factorsOf(row.mfa).map((mfaFactor) => ({
        input: {
          consentPolicy,
          isRichAuthorizationRequest: row.rar,
          mfaRequired: row.mfa !== false,
          mfaFactor,
          existingGrantCoversRequest: row.covered,
          flow: 'authorization_code' as const,
        },
        row,
      })),
    ),
  );
}

describe('decideConsent: seed 2.6 (policy standard, undefined or null)', () => {
  const cases = expand(STANDARD_LIKE, SEED_TABLE);
  it.each(cases)(
    '$input.consentPolicy rar=$input.isRichAuthorizationRequest mfa=$input.mfaRequired/$input.mfaFactor grant=$input.existingGrantCoversRequest',
    ({ input, row }) => {
      const decision = decideConsent(input);
      expect(decision.outcome).toBe(row.outcome);
      expect(decision.screen).toBe(row.screen);
      expect(decision.afterMfa).toBe(row.outcome === 'customized-consent-after-mfa');
      expect(decision.rule.startsWith('standard/')).toBe(true);
      expect(decision.reason).toContain('consent policy standard');
    },
  );

  it('names the 2.6 row in the rule', () => {
    const base = { consentPolicy: 'standard' as const, existingGrantCoversRequest: false };
    expect(
      decideConsent({ ...base, isRichAuthorizationRequest: false, mfaRequired: false }).rule,
    ).toBe('standard/no-rar-no-mfa');
    expect(
      decideConsent({ ...base, isRichAuthorizationRequest: true, mfaRequired: false }).rule,
    ).toBe('standard/rar-no-mfa');
    expect(
      decideConsent({
        ...base,
        isRichAuthorizationRequest: true,
        mfaRequired: true,
        mfaFactor: 'otp',
      }).rule,
    ).toBe('standard/rar-mfa-other');
    expect(
      decideConsent({
        ...base,
        isRichAuthorizationRequest: true,
        mfaRequired: true,
        mfaFactor: 'push-notification',
      }).rule,
    ).toBe('standard/rar-mfa-push');
  });

  it('marks the customized prompt as required wherever customized consent is shown', () => {
    for (const { input } of cases) {
      const d = decideConsent(input);
      expect(d.customizedPromptRequired).toBe(d.screen === 'customized-consent');
    }
  });

  it('defaults flow to authorization_code and existingGrantCoversRequest to false', () => {
    expect(decideConsent({ isRichAuthorizationRequest: false, mfaRequired: false }).outcome).toBe(
      'standard-consent',
    );
  });
});

describe('decideConsent: transactional-authorization-with-mfa', () => {
  it.each(expand(['transactional-authorization-with-mfa'], TRANSACTIONAL_TABLE))(
    'rar=$input.isRichAuthorizationRequest mfa=$input.mfaRequired/$input.mfaFactor grant=$input.existingGrantCoversRequest',
    ({ input, row }) => {
      const decision = decideConsent(input);
      expect(decision.outcome).toBe(row.outcome);
      expect(decision.screen).toBe(row.screen);
      expect(decision.reason).toContain('transactional-authorization-with-mfa');
    },
  );
});

describe('decideConsent: CIBA', () => {
  const policies = [...STANDARD_LIKE, 'transactional-authorization-with-mfa'] as const;
  const cases = policies.flatMap((consentPolicy) =>
    [true, false].flatMap((rar) =>
      [true, false].flatMap((covered) =>
        [true, false].map((mfaRequired) => ({ consentPolicy, rar, covered, mfaRequired })),
      ),
    ),
  );

  it.each(cases)(
    'push channel, $consentPolicy rar=$rar grant=$covered: consent in the mobile app',
    (c) => {
      const d = decideConsent({
        consentPolicy: c.consentPolicy,
        isRichAuthorizationRequest: c.rar,
        mfaRequired: c.mfaRequired,
        mfaFactor: 'push-notification',
        existingGrantCoversRequest: c.covered,
        flow: 'ciba',
      });
      expect(d).toMatchObject({ outcome: 'consent-in-mobile-app', screen: null });
    },
  );

  it.each(cases.filter((c) => c.rar))(
    'email variant with RAR, $consentPolicy grant=$covered: customized prompt required',
    (c) => {
      const d = decideConsent({
        consentPolicy: c.consentPolicy,
        isRichAuthorizationRequest: true,
        mfaRequired: c.mfaRequired,
        mfaFactor: 'email',
        existingGrantCoversRequest: c.covered,
        flow: 'ciba',
      });
      expect(d).toMatchObject({
        outcome: 'customized-consent',
        screen: 'customized-consent',
        customizedPromptRequired: true,
        afterMfa: false,
      });
      expect(d.rule).toMatch(/ciba-email-rar$/);
      expect(d.reason).toContain('CIBA email variant with RAR');
    },
  );

  it('email variant without RAR: approval is never skipped by an existing grant', () => {
    const base = {
      isRichAuthorizationRequest: false,
      mfaRequired: false,
      mfaFactor: 'email' as const,
      existingGrantCoversRequest: true,
      flow: 'ciba' as const,
    };
    expect(decideConsent({ ...base, consentPolicy: 'standard' }).outcome).toBe('standard-consent');
    expect(
      decideConsent({ ...base, consentPolicy: 'transactional-authorization-with-mfa' }).outcome,
    ).toBe('customized-consent');
  });

  it.each([undefined, 'otp', 'sms'] as const)('refuses CIBA over channel %s', (mfaFactor) => {
    const call = () =>
      decideConsent({
        isRichAuthorizationRequest: true,
        mfaRequired: true,
        mfaFactor,
        flow: 'ciba',
      });
    expect(call).toThrow(PolicyError);
    expect(call).toThrow(/push-notification or email/);
  });
});

describe('decideConsent: skip_consent_for_verifiable_first_party_clients', () => {
  it('skips standard consent for a verifiable first-party application, not a RAR', () => {
    expect(
      decideConsent({
        consentPolicy: 'standard',
        isRichAuthorizationRequest: false,
        mfaRequired: false,
        verifiableFirstPartyClient: true,
      }),
    ).toMatchObject({
      outcome: 'skip-first-party',
      screen: null,
      rule: 'standard/first-party-skip',
    });
  });

  it('never skips a RAR, the transactional policy or CIBA', () => {
    const base = { mfaRequired: false, verifiableFirstPartyClient: true } as const;
    expect(
      decideConsent({ ...base, consentPolicy: 'standard', isRichAuthorizationRequest: true })
        .screen,
    ).toBe('customized-consent');
    expect(
      decideConsent({
        ...base,
        consentPolicy: 'transactional-authorization-with-mfa',
        isRichAuthorizationRequest: false,
      }).screen,
    ).toBe('customized-consent');
    expect(
      decideConsent({
        ...base,
        isRichAuthorizationRequest: false,
        flow: 'ciba',
        mfaFactor: 'email',
      }).screen,
    ).toBe('consent');
  });

  it('refuses a non-boolean flag', () => {
    expect(() =>
      decideConsent({
        isRichAuthorizationRequest: false,
        mfaRequired: false,
        verifiableFirstPartyClient: 'yes' as never,
      }),
    ).toThrow(PolicyError);
  });
});

describe('decideConsent: bad input is a typed PolicyError naming the field', () => {
  const ok = { isRichAuthorizationRequest: true, mfaRequired: false };
  it.each([
    [{ ...ok, consentPolicy: 'strict' }, 'unknown_consent_policy', 'consentPolicy'],
    [
      { ...ok, isRichAuthorizationRequest: 'yes' },
      'policy_input_type',
      'isRichAuthorizationRequest',
    ],
    [{ ...ok, mfaRequired: undefined }, 'policy_input_type', 'mfaRequired'],
    [{ ...ok, existingGrantCoversRequest: 1 }, 'policy_input_type', 'existingGrantCoversRequest'],
    [{ ...ok, mfaRequired: true, mfaFactor: 'carrier-pigeon' }, 'unknown_mfa_factor', 'mfaFactor'],
    [{ ...ok, mfaRequired: true }, 'missing_mfa_factor', 'mfaFactor'],
    [{ ...ok, flow: 'implicit' }, 'unknown_flow', 'flow'],
    [null, 'policy_input_type', ''],
  ])('%j -> %s', (input, code, path) => {
    try {
      decideConsent(input as unknown as ConsentInput);
      expect.unreachable('should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(PolicyError);
      expect(error).toMatchObject({ code, path });
    }
  });

  it('needs no factor for a non-RAR standard request with MFA', () => {
    expect(decideConsent({ isRichAuthorizationRequest: false, mfaRequired: true }).outcome).toBe(
      'standard-consent',
    );
  });
});
