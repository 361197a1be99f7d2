/**
 * The page's locale as the service picks it: the first of the request's `ui_locales` (space
 * separated, in order of preference) the tenant enables, matching `fr-CA` to an enabled `fr`;
 * else the tenant's first enabled locale.
 */
export function pickLocale(uiLocales: string | undefined, enabled: readonly string[]): string {
  for (const wanted of (uiLocales ?? '').split(/\s+/).filter(Boolean)) {
    if (enabled.includes(wanted)) return wanted;
    const language = wanted.split('-')[0] ?? '';
    if (enabled.includes(language)) return language;
  }
  return enabled[0] ?? 'en';
}
