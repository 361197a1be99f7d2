/**
 * Advanced rendering with every optional context part (texts, branding, organization,
 * tenant...), in one bulk `PATCH /prompts/rendering`: the pages then carry all of them.
 */
import { expect } from 'vitest';
import { type DevServer, OPTIONAL_CONTEXT_PATHS } from '../../src/index.js';

export async function renderAdvanced(
  server: DevServer,
  screens: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  const configs = screens.map(([prompt, screen]) => ({
    prompt,
    screen,
    rendering_mode: 'advanced',
    context_configuration: OPTIONAL_CONTEXT_PATHS,
    head_tags: [{ tag: 'script', attributes: { src: 'https://cdn.example.com/app.js' } }],
  }));
  const res = await fetch(`${server.url}/api/v2/prompts/rendering`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${server.managementToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ configs }),
  });
  expect(res.status, await res.text()).toBe(200);
}
