/**
 * How the page host is set up by whoever mounts it (site.ts, the Vite plugin): the project
 * folder, the developer's own page shell, live reload. Its own file so the page host's parts
 * (form-post.ts) read it without importing the router that imports them.
 */
import type { AssembledPage } from '../rendering/assemble-context.js';

export interface PagesOptions {
  /**
   * The developer's project: `screens/<prompt>/<screen>/<variant>.json` overrides live here.
   * Default: the current directory for a store on disk, none for an in-memory store.
   */
  projectDir?: string;
  /**
   * Renders advanced pages from the developer's own HTML instead of stored head_tags (the Vite
   * plugin passes its index.html pipeline). Receives the context as the page must see it.
   */
  renderShell?: (input: ShellInput) => Promise<string>;
  /**
   * The page that renders the gallery's thumbnails into their frames (the Vite plugin's
   * vite/gallery-host.ts); none: each thumbnail is a whole page of its own.
   */
  galleryHost?: string;
  /** Standalone server: pages reload when the store or fixtures change (live-reload.ts). */
  liveReload?: boolean;
}

export interface ShellInput {
  url: string;
  page: AssembledPage;
  /** The context filtered by the screen's context_configuration. */
  context: AssembledPage['context'];
  /** Markup for the end of <body> (the dev toolbar on previews). */
  extraBody: string;
}
