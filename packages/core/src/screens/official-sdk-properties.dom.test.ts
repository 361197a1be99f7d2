// @vitest-environment jsdom
/**
 * Property parity with the official SDK (@auth0/auth0-acul-js@1.8.0). For every SDK screen class,
 * on a plain and a rich context, every public property of its parts (screen, transaction,
 * client, organization, prompt, tenant, user, untrustedData, countryCodes; branding against
 * `brandingView`) is enumerated at run time and
 * compared with the same name on `createScreen(name)`'s object. Values must be deeply equal,
 * except the differences in JUSTIFIED, which must be exactly the ones observed.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { officialScreen } from '../../test-fixtures/official-sdk.js';
import { contextFor, richContextFor } from '../../test-fixtures/oracle-contexts.js';
import type { ScreenName } from '../catalogue/catalogue.js';
import { brandingView } from './bind-screen.js';
import { createScreen } from './create-screen.js';

const SDK_SCREENS = readdirSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    '../../node_modules/@auth0/auth0-acul-js/dist/screens',
  ),
).sort();

const PARTS = [
  'screen',
  'transaction',
  'client',
  'organization',
  'prompt',
  'tenant',
  'user',
  'untrustedData',
  'branding',
  'countryCodes',
] as const;

/**
 * How a screenkit value may differ from the SDK's:
 * - `absent`: the page left the field out; screenkit's part keeps the page's own fields as sent
 *   (undefined), where the SDK turns them into null. Its views (camelCase) are null as on the SDK.
 * - `superset`: screenkit's `screen.data` is the page's data plus the SDK's camelCase names for
 *   its fields; the SDK keeps only the renamed ones. Every SDK field is there with its value.
 * - `defaulted`: as superset, but the SDK also fills fields the page left out ('', false, []).
 * - `dropped`: the SDK answers null for data without the field it wants; screenkit keeps the data.
 * - `raw`: the name is one of the page's own snake_case fields, which screenkit keeps as sent
 *   (typed by the declaration); the SDK replaces it with a rewritten copy.
 */
type Kind = 'absent' | 'superset' | 'defaulted' | 'dropped' | 'raw';

const ABSENT =
  'the page left it out: screenkit keeps the part as sent (undefined), the SDK says null';

/** The exact list of differences, by `part.property`, with the kinds seen on any screen. */
const JUSTIFIED: Record<string, { kinds: Kind[]; why: string }> = {
  'screen.texts': { kinds: ['absent'], why: ABSENT },
  'screen.captcha': { kinds: ['absent'], why: ABSENT },
  'client.description': { kinds: ['absent'], why: ABSENT },
  'client.metadata': { kinds: ['absent'], why: ABSENT },
  'organization.id': { kinds: ['absent'], why: ABSENT },
  'organization.name': { kinds: ['absent'], why: ABSENT },
  'organization.usage': { kinds: ['absent'], why: ABSENT },
  'organization.branding': { kinds: ['absent'], why: ABSENT },
  'organization.metadata': { kinds: ['absent'], why: ABSENT },
  'user.username': { kinds: ['absent'], why: ABSENT },
  'user.picture': { kinds: ['absent'], why: ABSENT },
  'screen.data': {
    kinds: ['defaulted', 'dropped', 'superset'],
    why: "screenkit's screen.data is the page's data (checked and typed by the declaration) plus the SDK's camelCase names for its fields; the SDK keeps only its renamed fields, fills absent ones with '', false or [], and answers null when the one field it wants (e.g. status) is missing",
  },
  'transaction.errors': {
    kinds: ['absent', 'raw'],
    why: "the page's errors as sent, with each error's `rules`, which the SDK drops (screen.errors / getErrors() give the same list)",
  },
  'user.organizations': {
    kinds: ['absent', 'raw'],
    why: "the page's own snake_case list (id, name, display_name, branding.logo_url); the SDK renames it (organizationId, organizationName, ...)",
  },
};

const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;
const same = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b)) &&
  (a === undefined) === (b === undefined);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const EMPTY = ['', false, null, undefined];

function kindOf(ours: unknown, theirs: unknown): Kind {
  if (theirs === null && ours === undefined) return 'absent';
  if (theirs === null && isObject(ours)) return 'dropped';
  if (!isObject(ours) || !isObject(theirs)) return 'raw';
  const keys = Object.keys(theirs);
  if (keys.every((k) => same(ours[k], theirs[k]))) return 'superset';
  // The SDK invents a value for a field the page left out ('', false or []).
  const filled = (k: string) =>
    ours[k] === undefined && (EMPTY.includes(theirs[k] as never) || same(theirs[k], []));
  if (keys.every((k) => same(ours[k], theirs[k]) || filled(k))) return 'defaulted';
  return 'raw';
}

const observed: Record<string, Set<Kind>> = {};
const examples: Record<string, string> = {};
const counts = { screens: 0, contexts: 0, properties: 0, equal: 0 };

describe('property parity with the official SDK (@auth0/auth0-acul-js@1.8.0)', () => {
  afterAll(() => {
    // officialScreen() puts each context on the page; leave none behind for the next file.
    delete (globalThis as { universal_login_context?: unknown }).universal_login_context;
    delete (window as unknown as { universal_login_context?: unknown }).universal_login_context;
    console.log(
      `official SDK properties: ${counts.screens} screens x ${counts.contexts / counts.screens} contexts, ` +
        `${counts.properties} property reads: ${counts.equal} equal, ${counts.properties - counts.equal} justified differences ` +
        `(${Object.keys(observed).length} properties)`,
    );
  });

  it('every property of every SDK part exists on screenkit with the same value (or a justified difference)', async () => {
    for (const screen of SDK_SCREENS) {
      counts.screens++;
      for (const make of [contextFor, richContextFor]) {
        counts.contexts++;
        const context = make(screen as ScreenName);
        const theirs = await officialScreen<Record<string, Record<string, unknown>>>(
          screen,
          '',
          structuredClone(context),
        );
        const ours = createScreen(
          screen as ScreenName,
          structuredClone(context),
        ) as unknown as Record<string, Record<string, unknown>>;
        for (const part of PARTS) {
          const sdkPart = theirs[part] as Record<string, unknown>;
          expect(sdkPart, `${screen}: the SDK has no ${part}`).toBeTypeOf('object');
          for (const key of Object.keys(sdkPart)) {
            counts.properties++;
            // `branding` keeps the page's own; the SDK's rewrite is brandingView's.
            const mine =
              part === 'branding'
                ? (brandingView(ours.context as never) as Record<string, unknown>)[key]
                : ours[part]?.[key];
            if (same(mine, sdkPart[key])) {
              counts.equal++;
              continue;
            }
            const name = `${part}.${key}`;
            const kind = kindOf(mine, sdkPart[key]);
            observed[name] = (observed[name] ?? new Set()).add(kind);
            examples[`${name} (${kind})`] ??=
              `${screen}: screenkit ${JSON.stringify(mine)} / SDK ${JSON.stringify(sdkPart[key])}`;
          }
        }
      }
    }
    const seen = Object.fromEntries(
      Object.entries(observed).map(([name, kinds]) => [name, [...kinds].sort()]),
    );
    const listed = Object.fromEntries(
      Object.entries(JUSTIFIED).map(([name, { kinds }]) => [name, [...kinds].sort()]),
    );
    expect(seen, JSON.stringify(examples, null, 1)).toEqual(listed);
    expect(counts.equal).toBeGreaterThan(counts.properties / 2);
  });
});
