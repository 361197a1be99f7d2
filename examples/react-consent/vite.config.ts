import { screenkit } from '@screenkit/dev-server/vite';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  // `vite dev`: the Management API, /authorize and the login pages run inside this server;
  // open /preview/<prompt>/<screen> (or /) to see a screen with its context.
  plugins: [screenkit({ screen: 'customized-consent' })],
  // The workspace's @screenkit packages are used from source (a published app drops this line).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic' } },
});
