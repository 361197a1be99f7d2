// @screenkit/dev-server/vite: the Vite plugin (dev server as middleware, context injection,
// reload, dev toolbar, `.hbs` precompilation).
export { type ScreenkitDevInfo, type ScreenkitPluginOptions, screenkit } from './plugin.js';
