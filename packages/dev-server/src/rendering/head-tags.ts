/**
 * The screen's `head_tags` (REFERENCE section 2) written out as HTML. The Management API
 * validates them on write; this still refuses to emit anything that could change the page's
 * structure (unknown tag names, odd attribute names, content closing its own element), because
 * stored files can be edited by hand.
 */
import { escapeHtml } from '@screenkit/core/templates';

export interface HeadTag {
  tag: string;
  attributes?: Record<string, unknown>;
  content?: string;
}

const ALLOWED_TAGS = new Set(['script', 'link', 'meta', 'style', 'base', 'noscript', 'title']);
const VOID_TAGS = new Set(['link', 'meta', 'base']);
const ATTRIBUTE_NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*$/;

function attributes(map: Record<string, unknown> | undefined): string {
  let out = '';
  if (typeof map !== 'object' || map === null) return out;
  for (const [name, value] of Object.entries(map)) {
    if (!ATTRIBUTE_NAME.test(name) || value === false || value === null || value === undefined)
      continue;
    // A list (`integrity: [...]`) is a space-separated attribute; objects have no HTML form.
    if (Array.isArray(value)) out += ` ${name}="${escapeHtml(value.map(String).join(' '))}"`;
    else if (typeof value === 'object') continue;
    else out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}

/** Raw-text elements end at `</tag`: break that sequence without changing script or CSS meaning. */
function rawContent(content: string): string {
  return content.replace(/<\/(?=[a-z])/gi, '<\\/').replace(/<!--/g, '<\\!--');
}

export function renderHeadTag(tag: HeadTag): string {
  const name = String(tag.tag).toLowerCase();
  if (!ALLOWED_TAGS.has(name)) return `<!-- head tag ${escapeHtml(name)} skipped -->`;
  const open = `<${name}${attributes(tag.attributes)}>`;
  if (VOID_TAGS.has(name)) return open;
  const content = typeof tag.content === 'string' ? tag.content : '';
  const body = name === 'script' || name === 'style' ? rawContent(content) : escapeHtml(content);
  return `${open}${body}</${name}>`;
}

export function renderHeadTags(tags: readonly HeadTag[] | undefined | null): string {
  // A hand-edited store file may hold anything here: skip what is not a tag object.
  if (!Array.isArray(tags)) return '';
  return tags
    .filter((tag): tag is HeadTag => typeof tag === 'object' && tag !== null)
    .map(renderHeadTag)
    .join('\n    ');
}
