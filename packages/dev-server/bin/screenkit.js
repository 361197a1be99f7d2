#!/usr/bin/env node
// Prefer the single-file bundle (faster cold start); fall back to the module graph in dist/.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/screenkit.bundle.mjs', import.meta.url);
await import(existsSync(bundle) ? bundle.href : '../dist/cli.js');
