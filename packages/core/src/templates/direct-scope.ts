// What the direct compiler's generator passes around: the scope of generated code, its two
// modes, the signal that a template needs Handlebars after all, and what block statements
// (direct-blocks.ts) use of the generator (direct-generator.ts).
import type { Node } from './check-template.js';

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

/** The generator as block statements write through it. */
export interface BlockWriter {
  /** Appends statements, after the output pieces before them. */
  emit(...statements: string[]): void;
  /** A variable name not used yet. */
  fresh(prefix: string): string;
  expression(node: Node, scope: Scope): string;
  hash(node: Node, scope: Scope): string | undefined;
  program(node: Node | undefined, scope: Scope): void;
  /** Generates a JS block: reads made inside it are not visible after it. */
  nested(generate: () => void): void;
  /** Handlebars runs #if bodies and else branches with `context ?? nullContext`. */
  fallback(scope: Scope): Scope;
}
