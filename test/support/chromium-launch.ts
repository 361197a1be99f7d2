/**
 * The Chromium the browser tests use: CHROMIUM_PATH or Debian's, launched with the same
 * arguments as `screenkit check` (packages/dev-server/src/check/chromium-args.ts).
 */
import {
  CHROMIUM_ARGS,
  DEFAULT_CHROMIUM,
} from '../../packages/dev-server/src/project/check/chromium-args.js';

export { CHROMIUM_ARGS };
export const CHROMIUM = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
