/**
 * What the page host reads from the tenant store (see store/store.ts for the file layout):
 * clients, resource servers, prompt partials, screen rendering settings, and the per-screen
 * sample requests that previews use in place of a real /authorize request.
 */
import type { PromptName, ScreenName } from '@screenkit/core';
import type { Store } from '../store/store.js';
import { clientsCollection } from '../tenant/applications.js';
import { pageTemplate } from '../tenant/page-template.js';
import {
  type PromptPartials,
  promptPartials,
  renderingKey,
  screenRenderings,
} from '../tenant/prompts.js';
import { resourceServers } from '../tenant/resource-servers.js';
import type { RenderingSettings } from './render-page.js';

export interface StoredResourceServer {
  id?: string;
  identifier: string;
  name?: string;
  consent_policy?: string | null;
  scopes?: { value: string; description?: string }[];
  authorization_details?: { type: string }[];
}

export interface StoredClient {
  client_id: string;
  name?: string;
  logo_uri?: string;
  description?: string;
  callbacks?: string[];
  client_metadata?: Record<string, string>;
}

/** A stand-in for the /authorize request of a preview, editable per screen. */
export interface SampleRequest {
  /** Resource server identifier; default: the first one with registered types. */
  audience?: string;
  /** Space-separated scopes, as on /authorize. */
  scope?: string;
  authorization_details?: Record<string, unknown>[];
  /** Client id; default: the first client in the store. */
  client_id?: string;
}

export type PartialsMap = PromptPartials;

export const SAMPLE_REQUESTS = 'sample-requests';

export class TenantData {
  constructor(readonly store: Store) {}

  rendering(prompt: PromptName, screen: ScreenName): RenderingSettings | undefined {
    return screenRenderings(this.store).get(renderingKey(prompt, screen));
  }

  /** The prompt's partials, `{ "<screen>": { "<insertion point>": "<template>" } }`. */
  partials(prompt: PromptName): PartialsMap {
    return promptPartials(this.store).get(prompt) ?? {};
  }

  /** The tenant's page template (`/branding/templates/universal-login`), if it set one. */
  pageTemplate(): string | undefined {
    return pageTemplate(this.store);
  }

  client(clientId?: string): StoredClient | undefined {
    const clients = clientsCollection(this.store);
    if (clientId !== undefined) return clients.get(clientId);
    return clients.page(0, 1)[0];
  }

  /** By identifier or id; with none given, the API a RAR preview most likely means. */
  resourceServer(audience?: string): StoredResourceServer | undefined {
    const all = resourceServers(this.store).list();
    if (audience !== undefined)
      return all.find((rs) => rs.identifier === audience || rs.id === audience);
    return all.find((rs) => (rs.authorization_details?.length ?? 0) > 0) ?? all[0];
  }

  sampleRequest(screen: ScreenName): SampleRequest | undefined {
    return this.store.collection<SampleRequest>(SAMPLE_REQUESTS).get(screen);
  }

  setSampleRequest(screen: ScreenName, request: SampleRequest): Promise<void> {
    return this.store.collection<SampleRequest>(SAMPLE_REQUESTS).set(screen, request);
  }
}
