// Walks a parsed template before it is compiled: rejects every raw-output form, partials,
// decorators and unknown helpers; places every printed value with the HTML tokenizer
// (html-context.ts) and refuses any place the allow-list (value-policy.ts) does not name;
// routes values that are a URL attribute's whole value through `safeUrl`.
//
// Blocks: the walk feeds a block's body, then its {{else}} body, in sequence; since each body
// must leave the markup context as it found it (checked at {{#, {{else}} and {{/), every body
// starts in the context it has at render time, however often it runs (an #each) or not at all.
import { TEMPLATE_HELPER_NAMES } from './helpers.js';
import { HtmlContext, type Place, type Snapshot } from './html-context.js';
import { URL_HELPER } from './instantiate.js';
import { lineStart } from './source-position.js';
import type { TemplateErrorCode } from './template-error.js';
import { attributeVerdict, FIXED_ORIGIN_PREFIX } from './value-policy.js';

export interface Loc {
  start: { line: number; column: number };
}
export interface Node {
  type: string;
  loc?: Loc;
  [field: string]: unknown;
}

export class CheckFailure {
  constructor(
    readonly code: TemplateErrorCode,
    readonly message: string,
    readonly loc: Loc | undefined,
  ) {}
}

export const BLOCK_HELPERS = ['if', 'unless', 'each', 'with'];

/** Blocks and subexpressions nest at most this deep (compile time stays linear in size). */
export const MAX_NESTING_DEPTH = 24;

/** What the walk learned: whether `@data` variables are used (Handlebars' `data` option). */
export interface CheckResult {
  usesData: boolean;
}

export function checkTemplate(program: Node, rawText: string): CheckResult {
  const state: State = { markup: new HtmlContext<Node>(), usesData: false, rawText, depth: 0 };
  walkProgram(program, state);
  const bad = state.markup.badUrls[0];
  if (bad)
    fail(
      'template_unsafe_context',
      'a value printed in a URL attribute must be its whole value (or follow a fixed ' +
        'http(s)://host/ prefix): nothing may follow it',
      bad,
    );
  const ending = state.markup.end();
  if (ending) {
    const lines = rawText.split('\n');
    throw new CheckFailure(
      'template_unsafe_context',
      `the template ends ${ending}: close it, so the page after it stays markup`,
      { start: { line: lines.length, column: (lines[lines.length - 1] as string).length } },
    );
  }
  return { usesData: state.usesData };
}

type State = { markup: HtmlContext<Node>; usesData: boolean; rawText: string; depth: number };

function fail(code: TemplateErrorCode, message: string, node: Node): never {
  throw new CheckFailure(code, message, node.loc);
}

function walkProgram(program: unknown, state: State): void {
  const body = (program as { body?: Node[] } | undefined)?.body;
  if (body) for (const node of body) walkStatement(node, state);
}

function helperName(node: Node): string | undefined {
  const path = node.path as Node;
  return path.type === 'PathExpression' ? (path.original as string) : undefined;
}

function isCall(node: Node): boolean {
  return (node.params as Node[]).length > 0 || node.hash !== undefined;
}

function walkStatement(node: Node, state: State): void {
  switch (node.type) {
    case 'ContentStatement':
      state.markup.write(node.value as string);
      if (state.markup.refusedTag)
        fail(
          'template_unsafe_context',
          `a template cannot contain <${state.markup.refusedTag}>: it would change where every relative URL of the page (and its form) points`,
          node,
        );
      return;
    case 'CommentStatement':
      return;
    case 'MustacheStatement': {
      if (node.escaped === false)
        fail(
          'template_raw_output',
          'raw output ({{{ }}} or {{& }}) is not allowed: every value is HTML-escaped',
          node,
        );
      const name = helperName(node);
      if (name && BLOCK_HELPERS.includes(name))
        fail(
          'template_unsupported',
          `"${name}" is a block helper: write {{#${name} ...}}...{{/${name}}}`,
          node,
        );
      if (isCall(node) && !(name && TEMPLATE_HELPER_NAMES.includes(name as never)))
        fail('template_unsupported', `unknown helper "${name ?? '(subexpression)'}"`, node);
      walkExpressions(node, state);
      placeValue(node, state);
      return;
    }
    case 'BlockStatement': {
      if (state.rawText.startsWith('{{{{', offsetOf(node, state.rawText)))
        fail('template_raw_output', 'raw blocks ({{{{ }}}}) are not allowed', node);
      const name = helperName(node);
      if (!name || !BLOCK_HELPERS.includes(name))
        fail(
          'template_unsupported',
          `unknown block helper "${name ?? ''}" (use #if, #unless, #each or #with)`,
          node,
        );
      walkExpressions(node, state);
      nest(node, state, () => {
        const open = blockOpen(node, name, state);
        walkProgram(node.program, state);
        sameContext(node, name, open, state, node.inverse ? '{{else}}' : `{{/${name}}}`);
        if (node.inverse) {
          walkProgram(node.inverse, state);
          sameContext(node, name, open, state, `{{/${name}}}`);
        }
      });
      return;
    }
    case 'PartialStatement':
    case 'PartialBlockStatement':
      throw new CheckFailure(
        'template_unsupported',
        'partials ({{> name}}) are not available in consent templates',
        node.loc,
      );
    default:
      throw new CheckFailure(
        'template_unsupported',
        `${node.type} is not allowed in consent templates`,
        node.loc,
      );
  }
}

function walkExpressions(node: Node, state: State): void {
  walkExpression(node.path as Node, state);
  for (const param of node.params as Node[]) walkExpression(param, state);
  const pairs = (node.hash as { pairs: { value: Node }[] } | undefined)?.pairs ?? [];
  for (const pair of pairs) walkExpression(pair.value, state);
}

function walkExpression(node: Node, state: State): void {
  if (node.type === 'PathExpression' && node.data === true) state.usesData = true;
  if (node.type !== 'SubExpression') return;
  const name = helperName(node);
  if (!name || !TEMPLATE_HELPER_NAMES.includes(name as never))
    fail('template_unsupported', `unknown helper "${name ?? '(subexpression)'}"`, node);
  nest(node, state, () => walkExpressions(node, state));
}

function nest(node: Node, state: State, walk: () => void): void {
  if (++state.depth > MAX_NESTING_DEPTH)
    fail(
      'template_too_complex',
      `blocks and subexpressions nest more than ${MAX_NESTING_DEPTH} levels deep`,
      node,
    );
  walk();
  state.depth--;
}

function blockOpen(node: Node, name: string, state: State): Snapshot {
  const open = state.markup.snapshot();
  if (open.describe !== 'text' && open.attribute === null)
    fail(
      'template_unsafe_context',
      `{{#${name}}} opens ${open.describe}: a block may only open in text or inside a quoted attribute value`,
      node,
    );
  return open;
}

function sameContext(node: Node, name: string, open: Snapshot, state: State, at: string): void {
  const now = state.markup.snapshot();
  if (now.state !== open.state || now.attribute !== open.attribute || now.foreign !== open.foreign)
    fail(
      'template_unsafe_context',
      `the {{#${name}}} block opens in ${open.describe} but reaches its ${at} in ${now.describe}: ` +
        'a block must leave the markup context as it found it (close every tag, quote and element it opens)',
      node,
    );
}

/** Offset in `text` of a node's start (Handlebars lines count from 1, columns from 0). */
function offsetOf(node: Node, text: string): number {
  const start = node.loc?.start;
  return start ? lineStart(text, start.line) + start.column : -1;
}

/** Where in the markup a printed value lands, decided by the tokenizer and the allow-list. */
function placeValue(node: Node, state: State): void {
  const place = state.markup.where();
  const whole = place.kind === 'attribute' && checkAttributeValue(place, node, state);
  if (place.kind === 'refused')
    fail('template_unsafe_context', `values cannot be printed ${place.where}`, node);
  if (whole) routeThroughSafeUrl(node);
  state.markup.value(place, whole, node);
}

/** Refuses a value the allow-list does not take; true when it must go through `safeUrl`. */
function checkAttributeValue(
  place: Extract<Place, { kind: 'attribute' }>,
  node: Node,
  state: State,
): boolean {
  const verdict = attributeVerdict(place.tag, place.attribute.name);
  if (verdict.kind === 'refuse') fail('template_unsafe_context', verdict.reason, node);
  if (verdict.kind === 'escape') return false;
  const name = place.attribute.name;
  if (state.markup.blockAttributes.has(place.attribute))
    fail(
      'template_unsafe_context',
      `a value in the URL attribute "${name}" cannot share it with a block: its start would not be fixed`,
      node,
    );
  if (place.raw.includes('&'))
    fail(
      'template_unsafe_context',
      `a value in the URL attribute "${name}" cannot follow a character reference ("&..."): write the URL literally`,
      node,
    );
  if (place.valueSoFar === '') return true;
  if (!FIXED_ORIGIN_PREFIX.test(place.valueSoFar))
    fail(
      'template_unsafe_context',
      `a value in the URL attribute "${name}" must be its whole value or follow a fixed ` +
        `http(s)://host/ prefix, not "${place.valueSoFar.replace(/[\uE000\uE001]/g, '{{...}}').slice(0, 60)}"`,
      node,
    );
  return false;
}

function routeThroughSafeUrl(node: Node): void {
  const inner: Node = isCall(node)
    ? {
        type: 'SubExpression',
        path: node.path,
        params: node.params,
        hash: node.hash,
        loc: node.loc,
      }
    : (node.path as Node);
  node.path = {
    type: 'PathExpression',
    data: false,
    depth: 0,
    parts: [URL_HELPER],
    original: URL_HELPER,
    loc: node.loc,
  };
  node.params = [inner];
  node.hash = undefined;
}
