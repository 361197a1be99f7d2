/**
 * `country_codes` of a login page (sent when the screen's `context_configuration` asks for it):
 * the countries offered for phone entry, labelled in the page's locale (Intl.DisplayNames) and
 * sorted by that label, as the official SDK documents, with the visitor's country recommended.
 * The shape is the SDK's `CountryCodesContext` (core's types.ts says why).
 */
import type { CountryCodesContext } from '@screenkit/core';

/** A short list of countries and dial codes: enough to exercise a country picker locally. */
const DIAL_CODES: ReadonlyArray<readonly [string, string]> = [
  ['US', '+1'],
  ['CA', '+1'],
  ['GB', '+44'],
  ['FR', '+33'],
  ['DE', '+49'],
  ['ES', '+34'],
  ['IT', '+39'],
  ['BE', '+32'],
  ['CH', '+41'],
  ['NL', '+31'],
  ['BR', '+55'],
  ['MX', '+52'],
  ['IN', '+91'],
  ['JP', '+81'],
  ['AU', '+61'],
];

const cache = new Map<string, CountryCodesContext['available']>();

export function countryCodes(locale: string, recommended: string): CountryCodesContext {
  let available = cache.get(locale);
  if (!available) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    const collator = new Intl.Collator(locale);
    available = DIAL_CODES.map(([code, dial_code]) => ({
      code,
      label: names.of(code) ?? code,
      dial_code,
    })).sort((a, b) => collator.compare(a.label, b.label));
    cache.set(locale, available);
  }
  return { available: available.map((entry) => ({ ...entry })), recommended };
}
