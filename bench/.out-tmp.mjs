import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { SCREENS, screenkitEntry } from '/work/wt/types/bench/size-screens.bench.mjs';
const e = SCREENS.find((s) => s.screen === process.argv[2]);
const r = await esbuild.build({ stdin: { contents: screenkitEntry(e), resolveDir: '/work/wt/types/bench', loader: 'js' }, bundle: true, minify: true, format: 'esm', write: false, platform: 'browser' });
console.log(r.outputFiles[0].text);
