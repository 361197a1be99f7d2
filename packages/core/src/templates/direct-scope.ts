// What the direct compiler's generator passes around: the scope of generated code, its two
// modes, and the signal that a template needs Handlebars after all.

/** Thrown where a template uses what the direct compiler does not cover. */
export class Unsupported extends Error {}

/** The current context of generated code, and the innermost #each's loop variables. */
export interface Scope {
  /** JS expression (a variable) holding the context. */
  ctx: string;
  /** The variable cannot hold null or undefined. */
  nonNull: boolean;
  /** The context is the page context itself (context entry point only). */
  root: boolean;
  loop?: { index: string; keys: string; count: string };
}

export type Mode = 'data' | 'context';
