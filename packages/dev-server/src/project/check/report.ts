/**
 * The HTML report of a check (one self-contained folder, e.g. a CI artifact): index.html with
 * every page, failures first, and its images: the screenshot, and for a changed page the
 * baseline, the screenshot and the diff side by side. A run over several locales groups the
 * pages by locale; baselines no page matches any more are listed at the end.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { escapeHtml } from '@screenkit/core/templates';
import type { Capture } from './capture-page.js';
import type { ScreenshotResult } from './compare-screenshot.js';
import type { CheckPage } from './matrix.js';

/** One page of a check run: what was captured, how it compared, whether it passed. */
export interface PageResult extends Omit<Capture, 'screenshot'> {
  page: CheckPage;
  screenshot?: ScreenshotResult;
  /** The page could not be rendered at all (navigation failed, timed out...). */
  error?: string;
  /** The screenshot's bytes (written to the report). */
  image?: Buffer;
  ok: boolean;
}

/** Marks a folder this module wrote, so a rerun may empty it (and never another folder). */
const MARKER = '.screenkit-report';

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1e212a;background:#f6f7f9}
h1{font-size:20px;margin:0 0 4px}section{background:#fff;border:1px solid #e3e4e8;border-radius:8px;padding:12px 16px;margin:12px 0}
section.fail{border-color:#d93025}h2{font-size:16px;margin:0 0 8px}.badge{display:inline-block;border-radius:4px;padding:0 6px;margin-right:6px;font-size:12px;color:#fff}
.pass{background:#188038}.failb{background:#d93025}.warn{background:#b06000}
.images{display:flex;gap:12px;overflow-x:auto}figure{margin:0}figcaption{font-size:12px;color:#65676e}
img{border:1px solid #e3e4e8;max-width:420px;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
code{background:#f1f3f4;padding:0 3px;border-radius:3px}ul{margin:4px 0;padding-left:20px}`;

const list = (title: string, items: string[]) =>
  items.length
    ? `<h3>${escapeHtml(title)}</h3><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
    : '';

function figure(caption: string, src: string): string {
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(caption)}"></a></figure>`;
}

/** One line per problem of a page, as the terminal prints it too. */
export function problems(result: PageResult): string[] {
  const out: string[] = [];
  if (result.error) out.push(`not rendered: ${result.error}`);
  const shot = result.screenshot;
  if (shot?.status === 'missing')
    out.push('no baseline: run `npx screenkit check --update` to accept this screenshot');
  if (shot?.status === 'changed')
    out.push(
      shot.sizes
        ? `screenshot size changed from ${shot.sizes.baseline} to ${shot.sizes.actual}`
        : `screenshot differs from the baseline in ${shot.diffPixels} pixels`,
    );
  for (const v of result.a11y)
    out.push(`a11y ${v.rule} (${v.impact}): ${v.help} at ${v.selectors.join(', ')}`);
  for (const c of result.console)
    out.push(
      `console ${c.kind}: ${c.text}${c.location ? ` (${c.location})` : ''}${c.times > 1 ? ` x${c.times}` : ''}`,
    );
  for (const r of result.requests) out.push(`request ${r.method} ${r.url}: ${r.failure}`);
  return out;
}

function section(result: PageResult, images: Map<string, string>): string {
  const { page } = result;
  const status = result.ok
    ? `<span class="badge pass">pass</span>${result.screenshot?.status === 'accepted' ? '<span class="badge warn">baseline written</span>' : ''}`
    : '<span class="badge failb">fail</span>';
  const pictures = ['baseline', 'actual', 'diff']
    .map((kind) => {
      const src = images.get(`${page.id}:${kind}`);
      const caption = kind === 'actual' ? 'screenshot' : kind;
      return src ? figure(caption, src) : '';
    })
    .join('');
  const a11y = result.a11y.map(
    (v) =>
      `<code>${escapeHtml(v.rule)}</code> (${escapeHtml(v.impact)}): ${escapeHtml(v.help)} <a href="${escapeHtml(v.helpUrl)}">rule</a><br>${v.selectors.map((s) => `<code>${escapeHtml(s)}</code>`).join(' ')}`,
  );
  const other = problems({ ...result, a11y: [] }).map(escapeHtml);
  return `<section class="${result.ok ? '' : 'fail'}" id="${escapeHtml(page.id)}">
<h2>${status}${escapeHtml(page.id)} <small><code>${escapeHtml(page.path)}</code></small></h2>
${list('Problems', other)}${list('Accessibility violations', a11y)}<div class="images">${pictures}</div></section>`;
}

/** The stale baselines: what `screenkit check --update` removes (or removed). */
function staleSection(stale: { files: readonly string[]; removed: boolean }): string {
  if (stale.files.length === 0) return '';
  const title = stale.removed
    ? `Removed ${stale.files.length} stale baselines (no page of the project matched them)`
    : `${stale.files.length} stale baselines: no page of the project matches them; \`screenkit check --update\` removes them`;
  return `<section class="stale">${list(
    title,
    stale.files.map((f) => `<code>${escapeHtml(f)}</code>`),
  )}</section>`;
}

/** Failures first; by locale first when the run has several (each locale's own heading). */
function pagesHtml(results: readonly PageResult[], images: Map<string, string>): string {
  const ordered = (pages: readonly PageResult[]) =>
    [...pages.filter((r) => !r.ok), ...pages.filter((r) => r.ok)]
      .map((r) => section(r, images))
      .join('\n');
  const locales = [...new Set(results.map((r) => r.page.locale))];
  if (locales.length < 2) return ordered(results);
  return locales
    .map((locale) => {
      const pages = results.filter((r) => r.page.locale === locale);
      const failed = pages.filter((r) => !r.ok).length;
      return `<h2 id="locale-${escapeHtml(locale)}">Locale ${escapeHtml(locale)}: ${failed ? `${failed} of ${pages.length} pages failed` : `all ${pages.length} pages passed`}</h2>\n${ordered(pages)}`;
    })
    .join('\n');
}

export async function writeReport(
  dir: string,
  results: readonly PageResult[],
  where: { baselinesDir: string; stale: { files: readonly string[]; removed: boolean } },
): Promise<string> {
  if (existsSync(join(dir, MARKER))) await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'images'), { recursive: true });
  await writeFile(join(dir, MARKER), 'Written by `screenkit check`; emptied on each run.\n');
  const images = new Map<string, string>();
  await Promise.all(
    results.flatMap((result) => {
      const base = result.page.id.replace('/', '--');
      const files: Array<[string, Buffer | undefined]> = [
        ['actual', result.image],
        ['baseline', result.screenshot?.baseline],
        ['diff', result.screenshot?.diff],
      ];
      return files.map(async ([kind, bytes]) => {
        if (!bytes) return;
        const file = `images/${base}.${kind}.png`;
        images.set(`${result.page.id}:${kind}`, file);
        await writeFile(join(dir, file), bytes);
      });
    }),
  );
  const failed = results.filter((r) => !r.ok);
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>screenkit check</title><style>${STYLE}</style></head><body>
<h1>screenkit check: ${failed.length ? `${failed.length} of ${results.length} pages failed` : `all ${results.length} pages passed`}</h1>
<p>Baselines: <code>${escapeHtml(relative(dir, where.baselinesDir) || '.')}</code></p>
${pagesHtml(results, images)}
${staleSection(where.stale)}
</body></html>\n`;
  const file = join(dir, 'index.html');
  await writeFile(file, html);
  return file;
}
