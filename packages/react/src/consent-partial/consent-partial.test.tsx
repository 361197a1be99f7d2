import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScreenMismatchError } from '@screenkit/core';
import {
  type CompiledTemplate,
  precompileTemplate,
  TemplateError,
} from '@screenkit/core/templates';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  customizedConsentContext,
  loginIdContext,
  moneyTransfer,
  userProfile,
} from '../../../core/test-fixtures/contexts.js';
import { useCustomizedConsent } from '../hooks/use-consent.js';
import { ScreenProvider } from '../provider/screen-provider.js';
import { ConsentPartial } from './index.js';
import { ConsentPartial as PrecompiledConsentPartial } from './runtime.js';

afterEach(cleanup);

const SEED_TEMPLATE = `<p class="amount">Transfer {{ transaction.params.authorization_details[0].instructedAmount.amount }} {{transaction.params.authorization_details[0].instructedAmount.currency}}</p>
<p class="to">to {{transaction.params.authorization_details[0].beneficiary}}</p>`;

const contextWith = (details: unknown[]) =>
  customizedConsentContext({
    screen: {
      name: 'customized-consent',
      data: { scopes: [], authorization_details: details as never },
    },
  });

const HOSTILE = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "'><svg/onload=window.__pwned=1>",
  '{{constructor.constructor}}',
];

function Screen({ template }: { template?: string }) {
  const consent = useCustomizedConsent();
  return (
    <form>
      <ConsentPartial template={template} className="partial" />
      <button type="button" onClick={() => void consent.accept()}>
        Accept
      </button>
    </form>
  );
}

const partial = () => document.querySelector('div.partial') as HTMLDivElement;

describe('<ConsentPartial />', () => {
  it('without a template renders every entry through the default consent template', () => {
    render(
      <ScreenProvider context={contextWith([moneyTransfer, userProfile])}>
        <Screen />
      </ScreenProvider>,
    );
    const titles = [...partial().querySelectorAll('section h3')].map((h) => h.textContent);
    expect(titles).toEqual(['Money transfer', 'Share your profile with ExampleCo']);
    expect(partial().querySelectorAll('section')[1]?.querySelector('dl')?.textContent).toMatch(
      /Full name\s*Jane Doe[\s\S]*State of residence\s*CA/,
    );
    expect(screen.getByText('Accept')).toBeDefined();
  });

  it("renders the tenant's template with the seed's expression form", () => {
    render(
      <ScreenProvider context={contextWith([moneyTransfer])}>
        <Screen template={SEED_TEMPLATE} />
      </ScreenProvider>,
    );
    expect(partial().querySelector('.amount')?.textContent).toBe('Transfer 2500 USD');
    expect(partial().querySelector('.to')?.textContent).toBe('to Hanna Herwitz');
  });

  it('hostile authorization_details values come out as text, never markup', () => {
    const entry = {
      ...moneyTransfer,
      beneficiary: HOSTILE[0],
      subject: HOSTILE[1],
      [HOSTILE[2] as string]: HOSTILE[3],
    };
    for (const template of [undefined, SEED_TEMPLATE]) {
      render(
        <ScreenProvider context={contextWith([entry])}>
          <Screen template={template} />
        </ScreenProvider>,
      );
      const div = partial();
      expect(div.querySelectorAll('img, script, svg, iframe')).toHaveLength(0);
      expect([...div.querySelectorAll('*')].flatMap((el) => el.getAttributeNames())).not.toContain(
        'onerror',
      );
      expect(div.textContent).toContain(HOSTILE[0]);
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
      cleanup();
    }
  });

  it('a template asking for raw output is refused with TemplateError', () => {
    expect(() =>
      render(
        <ScreenProvider context={contextWith([moneyTransfer])}>
          <Screen template="{{{transaction.params.authorization_details.[0].beneficiary}}}" />
        </ScreenProvider>,
      ),
    ).toThrow(TemplateError);
  });

  it('on another screen throws ScreenMismatchError naming both screens', () => {
    expect(() =>
      render(
        <ScreenProvider context={loginIdContext()}>
          <ConsentPartial />
        </ScreenProvider>,
      ),
    ).toThrow(ScreenMismatchError);
  });
});

describe('<ConsentPartial /> from @screenkit/react/consent-partial/runtime', () => {
  it('renders a template precompiled by core exactly as the runtime-compiled one', async () => {
    // The module precompileTemplate writes, imported the way a bundler would import a .hbs file.
    // Written inside the package (not node_modules, which Vite leaves to Node) and removed after.
    const here = dirname(fileURLToPath(import.meta.url));
    const dir = mkdtempSync(join(here, '../../.precompiled-test-'));
    const file = join(dir, 'seed-consent.mjs');
    writeFileSync(file, precompileTemplate(SEED_TEMPLATE));
    let template: CompiledTemplate;
    try {
      template = (await import(/* @vite-ignore */ file)).default as CompiledTemplate;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(template.source).toBeUndefined();

    const context = contextWith([{ ...moneyTransfer, beneficiary: HOSTILE[0] }]);
    render(
      <ScreenProvider context={context}>
        <div data-testid="precompiled">
          <PrecompiledConsentPartial template={template} />
        </div>
        <div data-testid="compiled">
          <ConsentPartial template={SEED_TEMPLATE} />
        </div>
      </ScreenProvider>,
    );
    const precompiled = screen.getByTestId('precompiled').innerHTML;
    expect(precompiled).toContain('Transfer 2500 USD');
    expect(precompiled).toContain('&lt;img src=x');
    expect(precompiled).toBe(screen.getByTestId('compiled').innerHTML);
  });
});
