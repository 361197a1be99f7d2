// Rendering the seed's money_transfer consent template over 5 entries: screenkit (compiled, and
// precompiled + runtime-only) vs LiquidJS (the engine the real service uses) vs stock
// Handlebars, each against a hand-written string-concatenation function (the floor).
// Each candidate runs in its own process (so no engine's JIT state affects another), in short
// rounds back to back with the floor; its ratio is the median of the per-round ratios
// candidate / floor (robust to load from other processes on a shared machine). Goals: screenkit >= 20x LiquidJS, >= 0.8x the floor.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measurePaired } from './fixtures/measure.mjs';
import {
  concatTemplate,
  context,
  handlebarsTemplate,
  liquidTemplate,
} from './fixtures/money-transfer.mjs';

/** name -> async () => render function over the data model. */
const CANDIDATES = {
  'screenkit compileTemplate': async () => {
    const { compileTemplate } = await import('@screenkit/core/templates');
    return compileTemplate(handlebarsTemplate);
  },
  'screenkit precompiled (runtime-only)': async () => {
    const { precompileTemplate } = await import('@screenkit/core/templates');
    const { fromPrecompiled } = await import('@screenkit/core/templates/runtime');
    const text = precompileTemplate(handlebarsTemplate);
    const spec = text.slice(
      text.indexOf('export const spec = ') + 20,
      text.lastIndexOf(';\nexport default'),
    );
    return fromPrecompiled(new Function(`return ${spec}`)());
  },
  'stock Handlebars 4.7': async () => {
    const { default: Handlebars } = await import('handlebars');
    return Handlebars.compile(handlebarsTemplate.replace(/\[(\d+)\]/g, '.[$1]'));
  },
  'LiquidJS renderSync': async () => {
    const { Liquid } = await import('liquidjs');
    const liquid = new Liquid({ outputEscape: 'escape' });
    const parsed = liquid.parse(liquidTemplate);
    return (data) => liquid.renderSync(parsed, data);
  },
};

const normalise = (html) =>
  html.replace(/\s+/g, ' ').replaceAll('&#39;', '&#x27;').replaceAll('&#34;', '&quot;');

async function measureCandidate(name) {
  const { buildTemplateData } = await import('@screenkit/core/templates');
  const data = buildTemplateData(context);
  const render = await CANDIDATES[name]();
  const floorHtml = concatTemplate(data);
  const html = render(data);
  const same = name.startsWith('screenkit')
    ? html === floorHtml
    : normalise(html) === normalise(floorHtml);
  if (!same) throw new Error(`${name} output differs from the floor:\n${html}\n---\n${floorHtml}`);
  const slow = name.startsWith('LiquidJS');
  const paired = measurePaired(
    () => concatTemplate(data),
    () => render(data),
    slow ? { rounds: 7, roundMs: 300 } : {},
  );
  return { floor: paired.baseline, rate: paired.candidate, ratio: paired.ratio };
}

const child = process.argv.indexOf('--candidate');
if (child > 0) {
  console.log(JSON.stringify(await measureCandidate(process.argv[child + 1])));
} else {
  const here = fileURLToPath(import.meta.url);
  const results = {};
  for (const name of Object.keys(CANDIDATES)) {
    const run = spawnSync(process.execPath, ['--expose-gc', here, '--candidate', name], {
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      console.error(run.stderr);
      process.exit(1);
    }
    results[name] = JSON.parse(run.stdout.trim().split('\n').pop());
  }
  const fmt = (r) => `${(r / 1e3).toFixed(1)}k ops/s`;
  console.log(
    'render money_transfer consent, 5 entries (same data model, same HTML; floor measured beside each)',
  );
  for (const [name, { floor, rate, ratio }] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(40)} ${fmt(rate).padStart(14)}   ${ratio.toFixed(2)}x floor (${fmt(floor)})`,
    );
  }
  const ratio = (name) => results[name].ratio;
  const sk = ratio('screenkit compileTemplate');
  console.log(
    `  screenkit vs LiquidJS:          ${(sk / ratio('LiquidJS renderSync')).toFixed(1)}x (goal >= 20x)`,
  );
  console.log(`  screenkit vs floor:             ${sk.toFixed(2)}x (goal >= 0.8x)`);
  console.log(
    `  precompiled vs floor:           ${ratio('screenkit precompiled (runtime-only)').toFixed(2)}x`,
  );
  console.log(
    `  screenkit vs stock Handlebars:  ${(sk / ratio('stock Handlebars 4.7')).toFixed(2)}x`,
  );
}
