/**
 * The helpers consent templates may call, and no others. All return plain strings or values
 * that the template then escapes; none can produce markup.
 *
 * - `{{default value "fallback"}}`: `value`, or the fallback when it is missing or empty.
 * - `{{#if (eq a b)}}`, `{{#if (ne a b)}}`: strict equality and inequality.
 * - `{{formatAmount amount currency}}`: `amount` as money in the ISO 4217 `currency` via
 *   `Intl.NumberFormat` ("$2,500.00"); falls back to "2500 XYZ" for an unknown currency.
 * - `{{formatNumber value}}`: a number with the locale's grouping ("12,345.5").
 *   Both take an optional `locale="de-DE"` (default `en-US`).
 * - `{{#with (consentView this)}}`: the `toConsentView` of an `authorization_details` entry.
 * Built in, from Handlebars: `#if`, `#unless`, `#each` (with `@index`, `@key`, `@first`,
 * `@last`), `#with`, `else`. `lookup` and `log` are off.
 */
import { toConsentView } from '../rar/consent-view.js';

interface HelperOptions {
  hash?: Record<string, unknown>;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: unknown, currency?: string): Intl.NumberFormat | undefined {
  const tag = typeof locale === 'string' ? locale : 'en-US';
  const key = `${tag}|${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(tag, currency ? { style: 'currency', currency } : {});
    } catch {
      return undefined; // unknown locale or currency
    }
    if (formats.size > 100) formats.clear(); // tenant-controlled keys: keep the cache bounded
    formats.set(key, format);
  }
  return format;
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function optionsOf(args: unknown[]): HelperOptions {
  return (args[args.length - 1] ?? {}) as HelperOptions;
}

export const TEMPLATE_HELPERS = {
  default(value: unknown, fallback: unknown): unknown {
    return value === undefined || value === null || value === '' ? fallback : value;
  },
  eq(a: unknown, b: unknown): boolean {
    return a === b;
  },
  ne(a: unknown, b: unknown): boolean {
    return a !== b;
  },
  formatAmount(amount: unknown, currency: unknown, ...rest: unknown[]): string {
    const n = toNumber(amount);
    const code = typeof currency === 'string' ? currency : '';
    if (n === undefined) return typeof amount === 'string' ? amount : '';
    const format = /^[A-Za-z]{3}$/.test(code)
      ? numberFormat(optionsOf(rest).hash?.locale, code)
      : undefined;
    return format ? format.format(n) : `${n}${code ? ` ${code}` : ''}`;
  },
  formatNumber(value: unknown, ...rest: unknown[]): string {
    const n = toNumber(value);
    if (n === undefined) return typeof value === 'string' ? value : '';
    return numberFormat(optionsOf(rest).hash?.locale)?.format(n) ?? String(n);
  },
  consentView(detail: unknown) {
    return toConsentView(detail);
  },
};

export type TemplateHelperName = keyof typeof TEMPLATE_HELPERS;
export const TEMPLATE_HELPER_NAMES = Object.keys(TEMPLATE_HELPERS) as TemplateHelperName[];
