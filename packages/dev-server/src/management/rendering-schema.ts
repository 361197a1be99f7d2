/** Request schemas of the screen rendering endpoints (REFERENCE 2, "Screen rendering"). */
import * as z from 'zod';
import {
  OPTIONAL_CONTEXT_MAPS,
  OPTIONAL_CONTEXT_PATHS,
} from '../rendering/context-configuration.js';
import { lazy } from '../validation/lazy.js';

const FIXED_ENTRIES: ReadonlySet<string> = new Set(OPTIONAL_CONTEXT_PATHS);
const EXT_PARAM = /^untrusted_data\.authorization_params\.ext-[A-Za-z0-9_-]+$/;

/** A valid `context_configuration` entry; a bare map such as `client.metadata` is not. */
export function isContextConfigurationEntry(value: string): boolean {
  if (FIXED_ENTRIES.has(value) || EXT_PARAM.test(value)) return true;
  // A metadata key is anything without a `.` (the service's spec).
  return OPTIONAL_CONTEXT_MAPS.some(
    (map) => value.startsWith(`${map}.`) && /^[^.]+$/.test(value.slice(map.length + 1)),
  );
}

/** The endpoints' bodies, built on first use (validation/lazy.ts). */
export const renderingSchemas = lazy(() => {
  const contextEntry = z.string().refine(isContextConfigurationEntry, {
    error: (issue) =>
      `Invalid context_configuration value ${JSON.stringify(issue.input)}: use one of the optional context paths, or <map>.<key> for client.metadata, organization.metadata, user.user_metadata, user.app_metadata, transaction.custom_domain.domain_metadata, untrusted_data.authorization_params.ext-<key>`,
  });

  // The service's schema leaves head tags open: extra properties are kept, attribute values
  // may be lists (`integrity: ["sha384-..."]`) or objects.
  const attributeValue = z.union([
    z.string().max(2048),
    z.boolean(),
    z.number(),
    z.array(z.string().max(2048)).max(10),
    z.record(z.string(), z.unknown()),
  ]);
  const headTag = z.looseObject({
    tag: z
      .string()
      .min(1)
      .max(32)
      .regex(/^[a-z][a-z0-9-]*$/, { message: 'Invalid tag name' }),
    attributes: z
      .record(z.string().min(1).max(100), attributeValue)
      .refine((a) => Object.keys(a).length <= 10, { message: 'Too many attributes, maximum 10' })
      .optional(),
    content: z.string().max(250).optional(),
  });

  const filterEntry = z.union(
    [
      z.strictObject({ id: z.string().min(1).max(255) }),
      z.strictObject({
        metadata: z
          .record(z.string().min(1).max(255), z.union([z.string(), z.number(), z.boolean()]))
          .refine((m) => Object.keys(m).length === 1, {
            message: 'metadata must hold exactly one key',
          }),
      }),
    ],
    { error: 'Expected {id} or {metadata: {<key>: <value>}}' },
  );
  const filterList = z.array(filterEntry).max(25);

  const renderingSettingsShape = {
    rendering_mode: z.enum(['advanced', 'standard']).optional(),
    // null (the service's CLI sends it) resets to the default: none.
    context_configuration: z.array(contextEntry).max(100).nullable().optional(),
    default_head_tags_disabled: z.boolean().nullable().optional(),
    use_page_template: z.boolean().nullable().optional(),
    head_tags: z.array(headTag).max(25).nullable().optional(),
    filters: z
      .strictObject({
        match_type: z.enum(['includes_any', 'excludes_any']),
        clients: filterList.optional(),
        organizations: filterList.optional(),
        domains: filterList.optional(),
      })
      .nullable()
      .optional(),
  };

  const renderingPatchBody = z.strictObject(renderingSettingsShape);

  const bulkRenderingBody = z.strictObject({
    configs: z
      .array(z.strictObject({ prompt: z.string(), screen: z.string(), ...renderingSettingsShape }))
      .min(1)
      .max(100),
  });
  return { renderingPatchBody, bulkRenderingBody, storedRecord: renderingPatchBody.required() };
});
export type RenderingPatch = z.output<ReturnType<typeof renderingSchemas>['renderingPatchBody']>;
