/**
 * What the parts outside a form show, read from the page context: the header (logo, title,
 * description), links (kept only when they cannot run script), the identifier entered a step
 * before, the social buttons, the passkey option, codes to copy, the lists to pick from and the
 * consent request. Values from the tenant and the application are returned as text: the
 * renderers put them in text nodes and attributes only, never parsed as markup.
 */
import type { UniversalLoginContext } from '../../context/types.js';
import { getFederatedButtons } from '../../federated/connections.js';
import type { Payload } from '../../screens/declaration.js';
import type { ChoiceSource } from '../layout/parts.js';
import type { DefaultPage } from './page.js';

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** An URL safe in `href` / `src`: same-site paths and http(s) only (no `javascript:`, no `//host`). */
export function safeHref(value: unknown): string | undefined {
  const url = str(value).trim();
  if (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)) return url;
  return undefined;
}

export interface HeaderView {
  readonly title: string;
  readonly description: string;
  /** The organization's, else the tenant's branding logo (https only). */
  readonly logoUrl: string | undefined;
  readonly logoAlt: string;
}

export function headerView(page: DefaultPage): HeaderView {
  const context = page.context();
  const logo =
    context.organization?.branding?.logo_url ??
    (context.branding?.settings as { logo_url?: unknown } | undefined)?.logo_url ??
    context.tenant?.logo_url;
  const url = safeHref(logo);
  // The service's event pages (device activation allowed / denied) send their heading as
  // `eventTitle`: the page's own, when it has one, is the tenant's or the service's word.
  const texts = context.screen.texts ?? {};
  return {
    title: page.text(Object.hasOwn(texts, 'eventTitle') ? 'eventTitle' : 'title'),
    description: page.text('description'),
    logoUrl: url?.startsWith('https://') ? url : undefined,
    logoAlt: context.tenant?.friendly_name ?? context.tenant?.name ?? context.client?.name ?? '',
  };
}

/** `document.title`: the page's `pageTitle`, else the title. */
export function pageTitle(page: DefaultPage): string {
  const texts = page.context().screen.texts ?? {};
  return Object.hasOwn(texts, 'pageTitle') ? page.text('pageTitle') : page.text('title');
}

export interface LinkView {
  readonly href: string;
  readonly text: string;
  readonly lead: string | undefined;
}

export function linkView(page: DefaultPage, link: string, text: string, lead?: string) {
  const href = safeHref(page.context().screen.links?.[link]);
  if (!href) return undefined;
  return { href, text: page.text(text), lead: lead ? page.text(lead) : undefined } as LinkView;
}

export interface IdentifierSummaryView {
  readonly value: string;
  readonly editHref: string | undefined;
  readonly editText: string;
}

/** The identifier the user entered a step before (or the masked destination of a code). */
export function identifierSummary(page: DefaultPage): IdentifierSummaryView | undefined {
  const data = page.data();
  const value = str(data.username) || str(data.email) || str(data.phone_number) || str(data.phone);
  if (!value) return undefined;
  return {
    value,
    editHref: safeHref(page.context().screen.links?.edit_identifier),
    editText: page.text('editText'),
  };
}

export interface FederatedButtonView {
  readonly connection: string;
  readonly label: string;
  readonly iconUrl: string | undefined;
}

export function federatedButtons(page: DefaultPage): FederatedButtonView[] {
  return getFederatedButtons(page.context()).map((button) => ({
    connection: button.connection,
    label: page.text('federatedButtonText', { connectionName: button.label }),
    iconUrl: safeHref(button.iconUrl)?.startsWith('https://')
      ? (button.iconUrl as string)
      : undefined,
  }));
}

/** Whether the page offers a passkey login (its `public_key` is there). */
export function offersPasskey(context: UniversalLoginContext): boolean {
  const passkey = (context.screen.data as { passkey?: { public_key?: unknown } } | undefined)
    ?.passkey;
  return typeof passkey?.public_key === 'object' && passkey.public_key !== null;
}

export function secretCode(page: DefaultPage, from: string): string | undefined {
  return str(page.data()[from]) || undefined;
}

export interface ChoiceView {
  readonly key: string;
  readonly label: string;
  readonly detail?: string;
  /** What picking it posts (through the list's action). */
  readonly payload: Payload;
}

const FACTOR_WORDS = /(^|-)([a-z])/g;
/** `push-notification` -> `factorPushNotificationText`. */
export function factorTextKey(factor: string): string {
  return `factor${factor.replace(FACTOR_WORDS, (_, _dash, c: string) => c.toUpperCase())}Text`;
}

function entries(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The entries of a list to pick from, each with what picking it posts. */
export function choices(page: DefaultPage, list: ChoiceSource): ChoiceView[] {
  const context = page.context();
  const data = page.data();
  const user = (context.user ?? {}) as Record<string, unknown>;
  const named = (entry: unknown, ...keys: string[]) => {
    if (typeof entry === 'string') return entry;
    const record = (entry ?? {}) as Record<string, unknown>;
    return keys.map((key) => str(record[key])).find(Boolean) ?? '';
  };
  switch (list) {
    case 'organizations':
      return entries(data.organizations ?? user.organizations).flatMap((entry) => {
        const record = (entry ?? {}) as Record<string, unknown>;
        const id = str(record.id);
        if (!id) return [];
        const label = str(record.display_name) || str(record.name) || id;
        return [{ key: id, label, payload: { organization: id } }];
      });
    case 'login-factors':
    case 'enroll-factors': {
      const source =
        list === 'login-factors'
          ? (data.enrolled_factors ?? user.enrolled_factors)
          : context.tenant?.enabled_factors;
      const factors = [
        ...new Set(entries(source).filter((f): f is string => typeof f === 'string')),
      ];
      return factors.map((factor) => ({
        key: factor,
        label: page.text(factorTextKey(factor)),
        payload: { action: factor },
      }));
    }
    case 'phone-numbers':
      return entries(user.enrolled_phone_numbers).map((entry, index) => ({
        key: String(index),
        label: named(entry, 'phoneNumber', 'phone_number'),
        payload: { index },
      }));
    case 'emails':
      return entries(user.enrolled_emails ?? data.enrolled_emails).map((entry, index) => ({
        key: String(index),
        label: named(entry, 'email'),
        payload: { index },
      }));
    case 'push-devices':
      return entries(user.enrolled_devices).map((entry, index) => ({
        key: String(index),
        label: named(entry, 'device', 'name'),
        payload: { deviceIndex: index },
      }));
    case 'country-codes':
      return entries(data.phone_prefixes).flatMap((entry) => {
        const record = (entry ?? {}) as Record<string, unknown>;
        const code = str(record.country_code);
        const prefix = str(record.phone_prefix);
        if (!code || !prefix) return [];
        return [
          {
            key: `${code}${prefix}`,
            label: str(record.country) || code,
            detail: prefix,
            payload: { country_code: code, phone_prefix: prefix },
          },
        ];
      });
  }
}
