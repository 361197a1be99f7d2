import { screenkit } from '@screenkit/dev-server/vite';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [screenkit({ screen: 'customized-consent' })],
  // The workspace's @screenkit packages are used from source (a published app drops this line).
  resolve: { conditions: ['source', ...defaultClientConditions] },
});
