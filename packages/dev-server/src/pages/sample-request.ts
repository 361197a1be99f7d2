/**
 * `PUT /_screenkit/sample-requests/<screen>`: the request a preview shows. What it stores ends
 * up in a real token when the preview is accepted, so it takes the management token (like the
 * Management API) and its `authorization_details` must pass the same check /authorize applies,
 * against the types the audience's API registered.
 */
import { validateAuthorizationDetails } from '@screenkit/core';
import * as z from 'zod';
import { invalidBody } from '../errors/api-error.js';
import type { TenantData } from '../rendering/tenant-data.js';
import { lazy } from '../validation/lazy.js';

/** Built on first use (validation/lazy.ts). */
export const SampleRequestBody = lazy(() =>
  z
    .object({
      audience: z.string().min(1).optional(),
      scope: z.string().optional(),
      client_id: z.string().min(1).optional(),
      authorization_details: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .strict(),
);
export type SampleRequestInput = z.output<ReturnType<typeof SampleRequestBody>>;

/** Refuses details a real tenant would refuse at /authorize (400 naming rule and path). */
export function checkSampleRequest(tenant: TenantData, request: SampleRequestInput): void {
  const details = request.authorization_details;
  if (details === undefined) return;
  const api = tenant.resourceServer(request.audience);
  if (!api) {
    const which = request.audience ? `audience ${request.audience}` : 'any audience';
    throw invalidBody(
      `'No resource server for ${which}: create it before a sample with authorization_details' on property audience.`,
      'audience',
    );
  }
  const registeredTypes = (api.authorization_details ?? []).map((entry) => entry.type);
  const result = validateAuthorizationDetails(details, { registeredTypes });
  if (result.valid) return;
  const first = result.errors[0];
  const path = `authorization_details${first?.path ?? ''}`;
  throw invalidBody(
    `'${first?.message ?? 'Invalid authorization_details'} (rule ${first?.rule}; API ${api.identifier})' on property ${path}.`,
    path,
  );
}
