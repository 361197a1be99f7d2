/**
 * Random alphanumeric text for the ids and tickets the Management API makes (`org_`, `con_`,
 * `rol_`, `uinv_` + this): `bytes` random bytes in base64url, with `-` and `_` as `x`.
 */
import { randomBytes } from 'node:crypto';

export const alphanumeric = (bytes: number): string =>
  randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
