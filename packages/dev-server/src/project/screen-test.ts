/**
 * The test `screenkit eject` writes beside an ejected screen, with screenkit's testing kit: the
 * screen's title in English and French, and its first form (or first button) driven as a user
 * would, asserted on what it posts. Labels, values and the expected fields are worked out here
 * from the screen's layout and fixture with core (the expected fields by running the declared
 * action itself), so the test reads as plain literals the developer can edit.
 */
import {
  createScreenStore,
  DECLARATIONS,
  type ScreenDeclaration,
  type ScreenName,
  type UniversalLoginContext,
} from '@screenkit/core';
import {
  createDefaultPage,
  type FieldPart,
  fieldLogic,
  type Part,
} from '@screenkit/core/default-screens';
import { defaultLayout } from '@screenkit/core/default-screens/layouts';
import { DEFAULT_TEXTS } from '@screenkit/core/default-screens/texts/index';
import { declaredSubmission, fixtureContext } from '@screenkit/core/testing';
import { screenExport, type TemplateName } from './screen-names.js';

/** Fields the browser adds to a post (capabilities, state): not what the user did. */
const BROWSER_FIELDS = new Set([
  'state',
  'js-available',
  'is-brave',
  'webauthn-available',
  'webauthn-platform-available',
  'allow-passkeys',
]);

type Step =
  | { kind: 'type'; label: string; value: string; clear: boolean }
  | { kind: 'click'; label: string }
  | { kind: 'check'; label: string };

interface Scenario {
  title: string;
  steps: Step[];
  button: string;
  expected: Record<string, string>;
}

const pageFor = (context: UniversalLoginContext, screen: ScreenName) =>
  createDefaultPage(
    createScreenStore(context),
    DECLARATIONS[screen] as ScreenDeclaration,
    DEFAULT_TEXTS[screen] ?? { en: {}, fr: {} },
  );

/** What the declared action posts with `payload`, the browser's own fields left out. */
async function posted(
  context: UniversalLoginContext,
  action: string,
  payload: Record<string, unknown>,
): Promise<Record<string, string> | undefined> {
  try {
    const { fields } = await declaredSubmission(context, action, payload, 100);
    return Object.fromEntries(Object.entries(fields).filter(([key]) => !BROWSER_FIELDS.has(key)));
  } catch {
    return undefined; // the action needs what a test cannot give it here (a captcha, a passkey)
  }
}

async function formScenario(
  context: UniversalLoginContext,
  screen: ScreenName,
  part: Extract<Part, { type: 'Form' }>,
): Promise<Scenario | undefined> {
  const page = pageFor(context, screen);
  const steps: Step[] = [];
  const payload: Record<string, unknown> = {};
  for (const field of part.parts as FieldPart[]) {
    const logic = fieldLogic(page, field);
    if (field.type === 'HiddenField') Object.assign(payload, logic.payload({}));
    for (const input of logic.inputs) {
      if (input.kind === 'captcha' || input.kind === 'country') return undefined;
      if (input.kind === 'checkbox') {
        steps.push({ kind: 'check', label: input.label });
        payload[input.key] = true;
      } else if (input.kind === 'radio') {
        const option = input.options?.at(-1);
        if (!option) return undefined;
        steps.push({ kind: 'click', label: option.label });
        payload[input.key] = option.value;
      } else {
        const value =
          input.kind === 'password'
            ? 'Correct-Horse-7!'
            : input.kind === 'code'
              ? '123456'
              : input.kind === 'tel'
                ? '+14155550123'
                : input.kind === 'email' || field.type === 'IdentifierField'
                  ? 'jane@example.com'
                  : input.key === 'username'
                    ? 'jane_doe'
                    : 'Acme';
        const clear = String(logic.initial(input.key) ?? '') !== '';
        steps.push({ kind: 'type', label: input.label, value, clear });
        payload[input.key] = value;
      }
    }
  }
  const submit = part.parts.find((field) => field.type === 'SubmitButton');
  const expected = await posted(context, part.action, payload);
  if (!expected) return undefined;
  return {
    title: `posts ${part.action} with what the user entered`,
    steps,
    button: page.text(
      submit?.type === 'SubmitButton' ? (submit.text ?? 'buttonText') : 'buttonText',
    ),
    expected,
  };
}

async function buttonScenario(
  context: UniversalLoginContext,
  screen: ScreenName,
  part: Extract<Part, { type: 'ActionButton' }>,
): Promise<Scenario | undefined> {
  const page = pageFor(context, screen);
  if (part.when && !page.data()[part.when]) return undefined;
  const expected = await posted(context, part.action, { ...part.payload });
  if (!expected) return undefined;
  const button = page.text(part.text);
  return { title: `"${button}" posts ${part.action}`, steps: [], button, expected };
}

async function scenarioFor(screen: ScreenName): Promise<Scenario | undefined> {
  const context = fixtureContext(screen);
  for (const part of defaultLayout(screen).parts) {
    const scenario =
      part.type === 'Form'
        ? await formScenario(context, screen, part)
        : part.type === 'ActionButton'
          ? await buttonScenario(context, screen, part)
          : undefined;
    if (scenario) return scenario;
  }
  return undefined;
}

const q = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function stepLines(steps: Step[], react: boolean): string[] {
  const find = (label: string) =>
    react ? `screen.getByLabelText(${q(label)})` : `getByLabelText(root, ${q(label)})`;
  return steps.flatMap((step) => {
    if (step.kind === 'type')
      return [
        ...(step.clear ? [`  await user.clear(${find(step.label)});`] : []),
        `  await user.type(${find(step.label)}, ${q(step.value)});`,
      ];
    return [`  await user.click(${find(step.label)});`];
  });
}

function expectation(expected: Record<string, string>): string {
  const lines = Object.entries(expected).map(
    ([k, v]) => `    ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k)}: ${q(v)},`,
  );
  return `  expect(post.fields).toMatchObject({\n${lines.join('\n')}\n  });`;
}

/** The test file of an ejected screen (`index.test.tsx` or `index.test.ts`). */
export async function screenTest(template: TemplateName, screen: ScreenName): Promise<string> {
  const name = screenExport(template, screen);
  const title = (locale?: string) =>
    pageFor(fixtureContext(screen, locale ? { locale } : {}), screen).text('title');
  const scenario = await scenarioFor(screen);
  const react = template === 'react';
  const header = `// ${screen}'s own test, written by \`screenkit eject\` with screenkit's testing kit: the screen
// rendered against the catalogue's fixture, driven as a user would, asserted on what it posts.
// Keep it in step with the screen as you change it.`;
  if (react) {
    const post = scenario
      ? `

test(${q(scenario.title)}, async () => {
  const user = userEvent.setup();
  const view = renderScreen(<${name} />, { screen: ${q(screen)} });
${stepLines(scenario.steps, true).join('\n')}
  await user.click(screen.getByRole('button', { name: ${q(scenario.button)} }));
  const post = await view.nextSubmission();
${expectation(scenario.expected)}
});`
      : '';
    return `${header}
import { renderScreen } from '@screenkit/react/testing';
import { cleanup, screen } from '@testing-library/react';
${scenario ? "import { userEvent } from '@testing-library/user-event';\n" : ''}import { afterEach, expect, test } from 'vitest';
import { ${name} } from './index.js';

afterEach(cleanup);

test('shows its title in English and in French', () => {
  const english = renderScreen(<${name} />, { screen: ${q(screen)} });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(${q(title())});
  english.unmount();
  renderScreen(<${name} />, { screen: ${q(screen)}, locale: 'fr' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(${q(title('fr'))});
});${post}
`;
  }
  const post = scenario
    ? `

test(${q(scenario.title)}, async () => {
  const user = userEvent.setup();
  const { root, page } = render({ screen: ${q(screen)} });
${stepLines(scenario.steps, false).join('\n')}
  await user.click(getByRole(root, 'button', { name: ${q(scenario.button)} }));
  const post = await page.nextSubmission();
${expectation(scenario.expected)}
});`
    : '';
  const queries = scenario
    ? scenario.steps.length
      ? ['getByLabelText', 'getByRole']
      : ['getByRole']
    : ['getByRole'];
  return `${header}
import { type ScreenTestPage, type SetupScreenOptions, setupScreen } from '@screenkit/core/testing';
import { ${queries.join(', ')} } from '@testing-library/dom';
${scenario ? "import { userEvent } from '@testing-library/user-event';\n" : ''}import { afterEach, expect, test } from 'vitest';
import { ${name} } from './index.js';

let current: { page: ScreenTestPage; dispose(): void } | undefined;
afterEach(() => {
  current?.dispose();
  current?.page.uninstall();
  document.body.replaceChildren();
});

/** The screen on a page with its fixture installed and its posts captured. */
function render(options: SetupScreenOptions) {
  const page = setupScreen(options);
  const root = document.body.appendChild(document.createElement('div'));
  const mounted = ${name}(root);
  current = { page, dispose: mounted.dispose };
  return { root, page };
}

test('shows its title in English and in French', () => {
  const english = render({ screen: ${q(screen)} });
  expect(getByRole(english.root, 'heading', { level: 1 }).textContent).toBe(${q(title())});
  current?.dispose();
  current?.page.uninstall();
  const french = render({ screen: ${q(screen)}, locale: 'fr' });
  expect(getByRole(french.root, 'heading', { level: 1 }).textContent).toBe(${q(title('fr'))});
});${post}
`;
}
