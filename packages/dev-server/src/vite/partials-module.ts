/**
 * `import formContent from 'virtual:screenkit/partials/customized-consent/customized-consent/form-content'`:
 * the tenant's stored partial as a precompiled template module (runtime-only Handlebars in the
 * bundle). Under `vite dev` it reads the live store and is invalidated when the partials change;
 * `vite build` takes only the project's committed partials (tenant/prompts/partials, the Deploy
 * CLI's layout), never the git-ignored local store. With nothing found, the module is core's
 * default customized-consent template, so a screen always has something to render.
 */
import { join } from 'node:path';
import { isPromptName, isScreenName } from '@screenkit/core';
import { DEFAULT_CONSENT_TEMPLATE, precompileTemplate } from '@screenkit/core/templates';
import type { Plugin, ViteDevServer } from 'vite';
import { readTenantFiles, TENANT_DIR } from '../project/tenant-files.js';
import { TenantData } from '../rendering/tenant-data.js';
import type { Store } from '../store/store.js';

export const PARTIALS_PREFIX = 'virtual:screenkit/partials/';
const RESOLVED_PREFIX = `\0${PARTIALS_PREFIX}`;
const INSERTION_POINT = /^[a-z][a-z-]{0,63}$/;

export interface PartialsSource {
  /** The tenant store (opened by the dev plugin). */
  store(): Promise<Store>;
  /** The Vite root: the project whose committed tenant/ files a build reads. */
  readonly root: string;
}

function parse(id: string): { prompt: string; screen: string; point: string } | undefined {
  const [prompt, screen, point, ...rest] = id.slice(RESOLVED_PREFIX.length).split('/');
  if (rest.length > 0 || !prompt || !screen || !point) return undefined;
  if (!isPromptName(prompt) || !isScreenName(screen) || !INSERTION_POINT.test(point))
    return undefined;
  return { prompt, screen, point };
}

export function partialsModule(source: PartialsSource): Plugin {
  let server: ViteDevServer | undefined;
  let building = false;
  return {
    name: 'screenkit:partials',
    configResolved(config) {
      building = config.command === 'build';
    },
    configureServer(dev) {
      server = dev;
      void source.store().then((store) =>
        store.onChange((change) => {
          if (change.collection !== 'prompt-partials') return;
          for (const module of dev.moduleGraph.idToModuleMap.values())
            if (module.id?.startsWith(RESOLVED_PREFIX)) dev.moduleGraph.invalidateModule(module);
        }),
      );
    },
    resolveId(id) {
      return id.startsWith(PARTIALS_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const parts = parse(id);
      if (!parts) {
        this.error(
          `${id.slice(1)}: expected ${PARTIALS_PREFIX}<prompt>/<screen>/<insertion point> with a prompt and screen of the catalogue`,
        );
      }
      const stored = building
        ? (await readTenantFiles(join(source.root, TENANT_DIR))).partials[parts.prompt]?.[
            parts.screen
          ]?.[parts.point]
        : new TenantData(await source.store()).partials(parts.prompt as never)[parts.screen]?.[
            parts.point
          ];
      const template =
        stored ?? (parts.screen === 'customized-consent' ? DEFAULT_CONSENT_TEMPLATE : '');
      try {
        return precompileTemplate(template);
      } catch (error) {
        // A stored partial the checks refuse: show why in the overlay instead of a blank screen.
        const message = `Stored partial ${parts.prompt}/${parts.screen}/${parts.point}: ${(error as Error).message}`;
        if (server) server.config.logger.error(message);
        this.error(message);
      }
    },
  };
}
