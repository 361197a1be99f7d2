/**
 * `/preview`: the gallery. Every screen of the catalogue as a card holding a live thumbnail of
 * its preview page (the developer's own code in the Vite plugin, the page host's page
 * standalone), filterable by prompt, variant, locale and theme, filters kept in the URL.
 *
 * The server renders every card for the filters in the query (so the page works without
 * script and a shared URL opens the same view); gallery-script.ts then filters in place and
 * loads each thumbnail's frame only when its card scrolls into view.
 */
import { escapeHtml } from '@screenkit/core/templates';
import { DEV_HOME_PATH, devPage } from '../../rendering/dev-index.js';
import { toScriptSafeJson } from '../../rendering/embed-context.js';
import { THEME_NAMES } from '../../rendering/preview-options.js';
import { galleryScript } from './gallery-script.js';

export interface GalleryScreen {
  prompt: string;
  screen: string;
  variants: string[];
}

export interface GalleryData {
  screens: GalleryScreen[];
  /** The tenant's enabled locales. */
  locales: string[];
  themes: string[];
  /** The page that renders the thumbnails into their frames (Vite, vite/gallery-host.ts). */
  host?: string;
}

/** The gallery's filters, as in its URL: `/preview?prompt=&variant=&locale=&theme=&q=`. */
export interface GalleryFilters {
  prompt: string;
  variant: string;
  locale: string;
  theme: string;
  q: string;
}

export function galleryFilters(query: Record<string, string | undefined>): GalleryFilters {
  return {
    prompt: query.prompt ?? '',
    variant: query.variant || 'default',
    locale: query.locale ?? '',
    theme: query.theme ?? '',
    q: query.q ?? '',
  };
}

/**
 * The query of a preview URL under the filters (`frame` adds the thumbnail flag). It also runs
 * in the browser (gallery-script.ts inlines its source), so: plain JS, no imports, no closures.
 */
export function previewSearch(
  filters: Pick<GalleryFilters, 'variant' | 'locale' | 'theme'>,
  frame: boolean,
): string {
  const query = new URLSearchParams();
  if (filters.variant !== 'default') query.set('variant', filters.variant);
  if (filters.locale) query.set('locale', filters.locale);
  if (filters.theme) query.set('theme', filters.theme);
  if (frame) query.set('frame', '1');
  const search = query.toString();
  return search ? `?${search}` : '';
}

const SCRIPT = galleryScript(previewSearch);

function previewHref(entry: GalleryScreen, filters: GalleryFilters, frame = false): string {
  return `/preview/${entry.prompt}/${entry.screen}${previewSearch(filters, frame)}`;
}

/** Shown, under the filters? (gallery-script.ts applies the same rule in the browser.) */
function matches(entry: GalleryScreen, filters: GalleryFilters): boolean {
  const q = filters.q.trim().toLowerCase();
  return (
    (!filters.prompt || entry.prompt === filters.prompt) &&
    entry.variants.includes(filters.variant) &&
    (!q || entry.screen.includes(q) || entry.prompt.includes(q))
  );
}

const STYLE = `
  header { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: end; }
  form.filters { display: flex; flex-wrap: wrap; gap: 10px; padding: 12px 32px 0; align-items: end; }
  form.filters label { display: grid; gap: 2px; font-size: 12px; color: var(--muted); }
  form.filters select, form.filters input { font: inherit; padding: 4px 6px; }
  .gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 14px; list-style: none; padding: 16px 32px 48px; margin: 0; }
  .shot { position: relative; background: var(--card); border: 1px solid var(--line); border-radius: 10px; overflow: hidden; }
  .shot[hidden] { display: none; }
  .thumb { position: relative; height: 208px; overflow: hidden; background: #8881; }
  .thumb iframe { position: absolute; top: 0; left: 0; width: 1000px; height: 800px; border: 0; transform: scale(.26); transform-origin: 0 0; pointer-events: none; }
  .shot a.open { position: absolute; inset: 0; z-index: 1; }
  .shot a.open:focus-visible { outline: 3px solid var(--accent); outline-offset: -3px; }
  .caption { padding: 8px 12px; border-top: 1px solid var(--line); font-size: 13px; }
  .caption strong { display: block; }
  .caption span { color: var(--muted); }
  .empty { padding: 0 32px; }`;

function select(name: string, label: string, options: [string, string][], value: string): string {
  const items = options
    .map(
      ([v, text]) =>
        `<option value="${escapeHtml(v)}"${v === value ? ' selected' : ''}>${escapeHtml(text)}</option>`,
    )
    .join('');
  return `<label>${escapeHtml(label)}<select name="${name}" data-filter="${name}">${items}</select></label>`;
}

function card(entry: GalleryScreen, filters: GalleryFilters): string {
  const hidden = matches(entry, filters) ? '' : ' hidden';
  const name = `${entry.prompt} / ${entry.screen}`;
  return `<li class="shot" data-prompt="${escapeHtml(entry.prompt)}" data-screen="${escapeHtml(entry.screen)}"${hidden}>
<div class="thumb" data-src="${escapeHtml(previewHref(entry, filters, true))}"></div>
<a class="open" href="${escapeHtml(previewHref(entry, filters))}" aria-label="Open ${escapeHtml(name)}"></a>
<div class="caption"><strong>${escapeHtml(entry.screen)}</strong><span>${escapeHtml(entry.prompt)}</span></div>
</li>`;
}

/** `extraBody`: the standalone server's live-reload script (frames carry none of their own). */
export function renderGallery(data: GalleryData, filters: GalleryFilters, extraBody = ''): string {
  const prompts = [...new Set(data.screens.map((s) => s.prompt))];
  const variants = [...new Set(data.screens.flatMap((s) => s.variants))];
  const form = `<form class="filters" method="get" action="/preview" aria-label="Filters">
${select('prompt', 'Prompt', [['', `All prompts (${prompts.length})`], ...prompts.map((p): [string, string] => [p, p])], filters.prompt)}
${select(
  'variant',
  'Variant',
  variants.map((v): [string, string] => [v, v]),
  filters.variant,
)}
${select('locale', 'Locale', [['', 'Fixture locale'], ...data.locales.map((l): [string, string] => [l, l])], filters.locale)}
${select('theme', 'Theme', [['', 'Tenant branding'], ...THEME_NAMES.map((t): [string, string] => [t, t])], filters.theme)}
<label>Search<input type="search" name="q" data-filter="q" value="${escapeHtml(filters.q)}" placeholder="screen or prompt"></label>
<noscript><button type="submit">Apply</button></noscript>
</form>`;
  const shown = data.screens.filter((entry) => matches(entry, filters)).length;
  // Loaded by the script once the first thumbnails have (their server render is their first
  // paint): its app then takes the one thread every frame shares.
  const host = data.host
    ? `<iframe data-gallery-host data-src="${escapeHtml(data.host)}" title="screenkit gallery host" hidden tabindex="-1" aria-hidden="true"></iframe>\n`
    : '';
  const body = `${host}<header><div><h1>Screens</h1><p><span data-testid="shown-count">${shown}</span> of ${data.screens.length} screens in ${prompts.length} prompts, each rendered live with its fixture data. Click one to open it. <a href="${DEV_HOME_PATH}">Dev server home</a></p></div></header>
${form}
<ul class="gallery" aria-label="Screens">${data.screens.map((entry) => card(entry, filters)).join('\n')}</ul>
<script type="application/json" id="screenkit-gallery-data">${toScriptSafeJson(data)}</script>
<script>${SCRIPT}</script>${extraBody}`;
  return devPage('screenkit screens', body, STYLE);
}
