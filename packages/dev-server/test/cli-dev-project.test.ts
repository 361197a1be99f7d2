/**
 * Standalone `screenkit dev` (a child process) applies the project's committed `tenant/`
 * folder at start, as the Vite plugin does: the screen settings and partials that
 * `screenkit pull` wrote are what the Management API and the pages serve.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { writeTenantFiles } from '../src/project/tenant-files.js';
import { startCli } from './child-server.js';
import { afterEachTest } from './http.js';
import { THEME } from './support/theme.js';

const { defer, dir } = afterEachTest();

test('screenkit dev --project applies tenant/ (screens, partials, prompt settings, texts, theme, branding, template) to the store at start', async () => {
  const [storeDir, project] = await Promise.all([dir(), dir()]);
  await writeTenantFiles(join(project, 'tenant'), {
    renderings: [
      {
        prompt: 'login-id',
        screen: 'login-id',
        rendering_mode: 'advanced',
        context_configuration: ['screen.texts'],
        head_tags: [{ tag: 'script', attributes: { src: 'https://cdn.example.com/login.js' } }],
      },
    ],
    partials: { 'login-id': { 'login-id': { 'form-content-start': '<p>Committed</p>' } } },
    promptSettings: { identifier_first: false },
    customText: { fr: { 'login-id': { 'login-id': { title: 'Bienvenue chez nous' } } } },
    theme: THEME,
    branding: { colors: { primary: '#0a6e4f' }, logo_url: 'https://cdn.example.com/committed.svg' },
    pageTemplate: '<html><head>{%- auth0:head -%}</head><body>{%- auth0:widget -%}</body></html>',
  });
  const running = await startCli(['--store', storeDir, '--project', project]);
  defer(() => running.child.kill('SIGKILL'));
  const get = async (path: string) =>
    (
      await fetch(`${running.url}/api/v2${path}`, {
        headers: { authorization: `Bearer ${running.token}` },
      })
    ).json();
  expect(await get('/prompts/login-id/screen/login-id/rendering')).toMatchObject({
    rendering_mode: 'advanced',
    context_configuration: ['screen.texts'],
  });
  expect(await get('/prompts/login-id/partials')).toEqual({
    'login-id': { 'form-content-start': '<p>Committed</p>' },
  });
  // The tenant-wide files too: prompt settings, custom text, the theme, the page template.
  expect(await get('/prompts')).toMatchObject({ identifier_first: false });
  expect(await get('/prompts/login-id/custom-text/fr')).toEqual({
    'login-id': { title: 'Bienvenue chez nous' },
  });
  expect(await get('/branding/themes/default')).toMatchObject(THEME);
  expect(await get('/branding/templates/universal-login')).toEqual({
    body: '<html><head>{%- auth0:head -%}</head><body>{%- auth0:widget -%}</body></html>',
  });
  expect(await get('/branding')).toMatchObject({
    colors: { primary: '#0a6e4f' },
    logo_url: 'https://cdn.example.com/committed.svg',
  });
  const page = await (await fetch(`${running.url}/preview/login-id/login-id`)).text();
  expect(page).toContain('https://cdn.example.com/login.js');
  // Previews (no database connection on this tenant) wear the committed theme.
  const consent = await (await fetch(`${running.url}/preview/consent/consent?frame=1`)).text();
  expect(consent).toContain('button:not(.sk-secondary){background:#0a6e4f}');
});
