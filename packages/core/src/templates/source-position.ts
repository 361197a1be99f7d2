// Line and column arithmetic over template text, shared by the checker, the compiler and the
// `[n]` translation so that every TemplateError points the same way (lines and columns from 1).

/** Offset where `line` starts; the start of the last line when `line` is past it. */
export function lineStart(text: string, line: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) break;
    offset = next + 1;
  }
  return offset;
}

/** Line and column of `offset` in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
