/**
 * The names a tenant's settings are filed under (tenant-files.ts lays them out as
 * `<prompt>_<screen>.json` and `partials/<prompt>/<screen>/<point>.liquid`): prompts and screens
 * of core's catalogue, partial insertion points of the known list, nothing else. What a tenant
 * answers (tenant-answers.ts) and what a committed file holds (tenant-files.ts) is checked here
 * before it names a file, so no name can step out of tenant/ (`../`, a separator, a NUL).
 * Each check returns the sentence saying what is wrong, or undefined.
 */
import { isPromptName, isScreenName, promptOfScreen } from '@screenkit/core';
import { INSERTION_POINTS, PARTIAL_PROMPTS } from '../tenant/prompts.js';
import { quote } from './cli-error.js';

export function promptProblem(value: unknown): string | undefined {
  return typeof value === 'string' && isPromptName(value)
    ? undefined
    : `${quote(value)} is not a prompt of the catalogue`;
}

/** A prompt whose partials are stored (`GET /prompts/<prompt>/partials`). */
export function partialPromptProblem(value: unknown): string | undefined {
  return typeof value === 'string' && PARTIAL_PROMPTS.has(value)
    ? undefined
    : `${quote(value)} is not a prompt that takes partials`;
}

export function screenProblem(prompt: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || !isScreenName(value))
    return `${quote(value)} is not a screen of the catalogue`;
  return promptOfScreen(value) === prompt
    ? undefined
    : `${quote(value)} is not a screen of prompt ${quote(prompt)}`;
}

const POINTS: ReadonlySet<string> = new Set(INSERTION_POINTS);

export function insertionPointProblem(value: unknown): string | undefined {
  return typeof value === 'string' && POINTS.has(value)
    ? undefined
    : `${quote(value)} is not a partial insertion point (${INSERTION_POINTS.join(', ')})`;
}
