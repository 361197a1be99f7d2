/**
 * What `/api/v2/users` accepts: the create and update bodies (the profile fields, their limits
 * and formats, as the service's payload validation has them) and the list query. Built on first
 * use (validation/lazy.ts).
 */
import * as z from 'zod';
import { lazy } from '../validation/lazy.js';
import { pagingQuery } from './paging.js';

const text = (max: number) => z.string().min(1).max(max);

/** An E.164 phone number, as the service wants a user's and an SMS factor's. */
export const e164Phone = () =>
  z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'Phone number must be in E.164 format');

export const userBodies = lazy(() => {
  const metadata = z.record(z.string().max(255), z.unknown());

  const profileFields = {
    email: z.email().max(512).optional(),
    email_verified: z.boolean().optional(),
    username: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[A-Za-z0-9_+\-.!#$'^`~@]+$/, 'Username contains characters that are not allowed')
      .optional(),
    phone_number: e164Phone().optional(),
    phone_verified: z.boolean().optional(),
    given_name: text(150).optional(),
    family_name: text(150).optional(),
    name: text(300).optional(),
    nickname: text(300).optional(),
    picture: z.url().max(2000).optional(),
    blocked: z.boolean().optional(),
    user_metadata: metadata.optional(),
    app_metadata: metadata.optional(),
    password: z.string().min(1).max(1000).optional(),
    verify_email: z.boolean().optional(),
  };

  const createSchema = z.strictObject({
    connection: text(128),
    // The id at the connection's provider: the user's id is `<provider>|<user_id>`.
    user_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    ...profileFields,
  });
  const updateSchema = z.strictObject({ connection: text(128).optional(), ...profileFields });
  const listQuery = z.object({
    ...pagingQuery(),
    q: z.string().max(1000).optional(),
    connection: z.string().max(128).optional(),
    sort: z.string().max(100).optional(),
    search_engine: z.string().max(10).optional(),
    fields: z.string().max(1000).optional(),
    include_fields: z.string().max(10).optional(),
  });
  return { createSchema, updateSchema, listQuery };
});
