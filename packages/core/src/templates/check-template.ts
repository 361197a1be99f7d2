// Walks a parsed template before it is compiled: rejects every raw-output form, partials,
// decorators and unknown helpers; rejects values placed where HTML escaping cannot protect
// them; routes values that start a URL attribute through `safeUrl`.
import { TEMPLATE_HELPER_NAMES } from './helpers.js';
import { URL_HELPER } from './instantiate.js';
import { MarkupContext } from './markup-context.js';
import { lineStart } from './source-position.js';
import type { TemplateErrorCode } from './template-error.js';

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
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'data',
  'background',
  'cite',
  'ping',
  'srcset',
  'manifest',
  'codebase',
  'longdesc',
  'usemap',
  'icon',
  'lowsrc',
  'dynsrc',
]);

/** What the walk learned: whether `@data` variables are used (Handlebars' `data` option). */
export interface CheckResult {
  usesData: boolean;
}

export function checkTemplate(program: Node, rawText: string): CheckResult {
  const state = { markup: new MarkupContext(), usesData: false, rawText };
  walkProgram(program, state);
  return { usesData: state.usesData };
}

type State = { markup: MarkupContext; usesData: boolean; rawText: string };

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
      walkProgram(node.program, state);
      walkProgram(node.inverse, state);
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
  walkExpressions(node, state);
}

/** Offset in `text` of a node's start (Handlebars lines count from 1, columns from 0). */
function offsetOf(node: Node, text: string): number {
  const start = node.loc?.start;
  return start ? lineStart(text, start.line) + start.column : -1;
}

/** Where in the markup a printed value lands, judged from the markup written before it. */
function placeValue(node: Node, state: State): void {
  const placement = state.markup.place();
  switch (placement.kind) {
    case 'content':
    case 'comment':
      return; // escaping is enough
    case 'raw-text':
      fail(
        'template_unsafe_context',
        `values cannot be printed inside <${placement.element}>: escaping does not protect there`,
        node,
      );
      break;
    case 'markup':
      fail(
        'template_unsafe_context',
        'values may only appear inside quoted attribute values ("...") or between tags',
        node,
      );
      break;
    case 'attribute': {
      const { name } = placement;
      if (name.startsWith('on'))
        fail(
          'template_unsafe_context',
          `values cannot be printed in the event handler attribute "${name}"`,
          node,
        );
      if (name === 'style')
        fail('template_unsafe_context', 'values cannot be printed in a style attribute', node);
      if (URL_ATTRIBUTES.has(name) && placement.valueSoFar.trim() === '') routeThroughSafeUrl(node);
    }
  }
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
