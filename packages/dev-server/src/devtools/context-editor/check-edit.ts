/**
 * Checks the text of an edited page context the way the page will: JSON first, then core's
 * `validateContext`, then that it still names the page's screen (a context for another screen
 * would render another screen's component). A failure carries the error's `path` and where
 * that path sits in the text (offset and length), so the editor can highlight it.
 */
import {
  ContextError,
  ScreenkitError,
  type ScreenName,
  type UniversalLoginContext,
  validateContext,
} from '@screenkit/core';
import {
  findNodeAtLocation,
  type Node,
  type ParseError,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';

export type EditCheck =
  | { valid: true; context: UniversalLoginContext }
  | {
      valid: false;
      code: string;
      path: string;
      message: string;
      /** Where the offending value (or, for a missing field, its parent) sits in the text. */
      offset: number;
      length: number;
      line: number;
    };

/** `transaction.errors[0].message` -> ['transaction', 'errors', 0, 'message']. */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    segments.push(match[2] !== undefined ? Number(match[2]) : (match[1] as string));
  }
  return segments;
}

/** The node the path names, else its nearest existing ancestor. */
function locate(root: Node | undefined, path: string): Node | undefined {
  if (!root) return undefined;
  const segments = pathSegments(path);
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(root, segments.slice(0, n));
    // A property's value: highlight `"key": value`, the whole line a developer reads.
    if (node) return node.parent?.type === 'property' ? node.parent : node;
  }
  return root;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

function failure(
  text: string,
  error: { code: string; path: string; message: string },
  node: { offset: number; length: number } | undefined,
): EditCheck {
  const offset = node?.offset ?? 0;
  return {
    valid: false,
    code: error.code,
    path: error.path,
    message: error.message,
    offset,
    length: node?.length ?? 0,
    line: lineOf(text, offset),
  };
}

/** Checks `text` as the context of `screen`. Never throws. */
export function checkEditedContext(text: string, screen: ScreenName): EditCheck {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const syntax = errors[0];
  if (syntax || root === undefined) {
    const reason = syntax ? printParseErrorCode(syntax.error) : 'Empty';
    return failure(
      text,
      { code: 'context_invalid_json', path: '', message: `Not valid JSON: ${reason}` },
      syntax ? { offset: syntax.offset, length: Math.max(syntax.length, 1) } : undefined,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = `Not valid JSON: ${(error as Error).message}`;
    return failure(text, { code: 'context_invalid_json', path: '', message }, undefined);
  }
  let context: UniversalLoginContext;
  try {
    context = validateContext(value);
  } catch (error) {
    if (!(error instanceof ScreenkitError)) throw error;
    return failure(text, error, locate(root, error.path));
  }
  if (context.screen.name !== screen) {
    const error = new ContextError(
      'screen_prompt_mismatch',
      'screen.name',
      `This page shows ${JSON.stringify(screen)}: screen.name must stay ${JSON.stringify(screen)} (open that screen's preview to edit its context)`,
    );
    return failure(text, error, locate(root, error.path));
  }
  return { valid: true, context };
}
