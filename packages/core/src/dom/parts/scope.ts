/**
 * What every DOM part builder works with: the page, the form it sits in (for fields), a way to
 * run code when the screen is torn down, and `h`, the one element helper. Text always goes in
 * through text nodes and attributes through setAttribute, so nothing from the context (the
 * tenant's texts, an application's authorization_details) is ever parsed as markup. Elements
 * are made by the document of the root a screen renders into (`inDocument`, mountParts): a
 * same-origin frame another page renders into, such as the dev server's gallery's.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { FormModel } from '../../default-screens/runtime/form.js';
import type { DefaultPage } from '../../default-screens/runtime/page.js';

export interface PartScope {
  readonly page: DefaultPage;
  readonly form?: FormModel;
  /** Runs `cleanup` when the screen is unmounted or re-rendered for another context. */
  onDispose(cleanup: () => void): void;
  /** `listener(state)` now and on every change of `store`, until the screen is torn down. */
  watch<T>(store: StoreApi<T>, listener: (state: T) => void): void;
}

/** A part: builds its node (or nothing) for the scope it is mounted in. */
export type PartBuilder = (scope: PartScope) => Node | null;

type Child = Node | string | null | undefined | false;

/** The document a screen is rendering into (mountParts); none: this page's. */
let rendering: Document | undefined;

/** Runs `build` with `doc` as the document parts make their elements in. */
export function inDocument<T>(doc: Document, build: () => T): T {
  const outer = rendering;
  rendering = doc;
  try {
    return build();
  } finally {
    rendering = outer;
  }
}

/**
 * The document to make elements in. A node made outside a render (say, in an input's handler)
 * is this page's, and moves to the root's document when inserted there (the DOM adopts it).
 */
export function partDocument(): Document {
  return rendering ?? document;
}

/** An element with attributes (set, not parsed) and children (strings become text nodes). */
export function h(
  tag: string,
  attributes: Readonly<Record<string, string | undefined | false>> = {},
  ...children: Child[]
): HTMLElement {
  const doc = partDocument();
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value !== undefined && value !== false) element.setAttribute(name, value);
  for (const child of children)
    if (child !== null && child !== undefined && child !== false)
      element.append(typeof child === 'string' ? doc.createTextNode(child) : child);
  return element;
}

/** A container whose children are the parts' nodes. */
export function build(scope: PartScope, parts: readonly PartBuilder[]): Node[] {
  return parts.map((part) => part(scope)).filter((node): node is Node => node !== null);
}
