import { isPromptName, type PromptName, promptOfScreen, type ScreenName } from '@screenkit/core';
import { invalidUri } from '../errors/api-error.js';

/** A `{prompt}` path parameter checked against core's catalogue (400 `invalid_uri` if unknown). */
export function promptParam(value: string): PromptName {
  if (!isPromptName(value)) {
    throw invalidUri(`'Unknown prompt "${value}"' on property prompt.`, 'prompt');
  }
  return value;
}

/** A `{screen}` path parameter that must be one of `prompt`'s screens. */
export function screenParam(prompt: PromptName, value: string): ScreenName {
  if (promptOfScreen(value) !== prompt) {
    throw invalidUri(
      `'Screen "${value}" is not a screen of prompt ${prompt}' on property screen.`,
      'screen',
    );
  }
  return value as ScreenName;
}
