/**
 * Advanced rendering with every context part the organization and presentation tests read
 * (texts, branding, organization, tenant): the page then carries them in its context.
 */
import { expect } from 'vitest';
import type { DevServer } from '../../src/index.js';

/**
 * Advanced rendering for these screens, so each page carries its context (standard pages are
 * plain HTML forms) with the parts the tests read.
 */
export async function renderAdvanced(
  server: DevServer,
  screens: ReadonlyArray<readonly [string, string]>,
): Promise<void> {
  for (const [prompt, screen] of screens) {
    const res = await fetch(`${server.url}/api/v2/prompts/${prompt}/screen/${screen}/rendering`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${server.managementToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        rendering_mode: 'advanced',
        context_configuration: [
          'untrusted_data.submitted_form_data',
          'untrusted_data.authorization_params.login_hint',
          'untrusted_data.authorization_params.ui_locales',
          'tenant.enabled_locales',
          'tenant.friendly_name',
          'screen.texts',
          'branding.settings',
          'branding.themes.default',
          'organization.display_name',
          'organization.branding',
          'user.organizations',
        ],
        head_tags: [{ tag: 'script', attributes: { src: 'https://cdn.example.com/app.js' } }],
      }),
    });
    expect(res.status, await res.text()).toBe(200);
  }
}
