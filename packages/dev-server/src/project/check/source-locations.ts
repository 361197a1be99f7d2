/**
 * From a line of the built bundle back to the file the developer wrote, through the build's
 * source maps: a console error found by `screenkit check` names `/src/screens/login-id/index.tsx:12`
 * (the project's own path, as the dev server shows it), not `/assets/index-3fa9c1.js:1`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export class SourceLocations {
  private readonly parsed = new Map<string, TraceMap>();

  private constructor(
    /** Served path (`/assets/index-3fa9c1.js`) -> its map's file and text. */
    private readonly maps: Map<string, { file: string; text: string }>,
    private readonly projectDir: string,
  ) {}

  /** Reads every `.map` of the build in `outDir` (parsed only when a location asks for it). */
  static async read(outDir: string, projectDir: string): Promise<SourceLocations> {
    const maps = new Map<string, { file: string; text: string }>();
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
      const file = join(entry.parentPath, entry.name);
      const served = `/${relative(outDir, file).split(sep).join('/')}`.slice(0, -'.map'.length);
      maps.set(served, { file, text: await readFile(file, 'utf8') });
    }
    return new SourceLocations(maps, projectDir);
  }

  /** `path` as served and 0-based `line`, `column`; undefined when no map covers them. */
  locate(path: string, line: number, column: number): string | undefined {
    const built = this.maps.get(path);
    if (!built) return undefined;
    let map = this.parsed.get(path);
    if (!map) {
      map = new TraceMap(built.text, built.file);
      this.parsed.set(path, map);
    }
    const found = originalPositionFor(map, { line: line + 1, column });
    if (!found.source || found.line === null) return undefined;
    const source = found.source.startsWith('file://')
      ? new URL(found.source).pathname
      : found.source;
    const near = relative(this.projectDir, source).split(sep).join('/');
    return `${near.startsWith('..') ? near : `/${near}`}:${found.line}`;
  }
}
