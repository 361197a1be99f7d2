// Rendering the seed's money_transfer consent template: screenkit's `renderPartial(context,
// template)` (the call users make: the data model is built inside the timed call) against a
// hand-written function that reads the same context and concatenates the same HTML (the floor),
// at 1, 2 and 5 entries; plus compileTemplate / precompiled runtime / stock Handlebars / LiquidJS
// at 5 entries, and the compile time of the default consent template.
// Each candidate runs in its own process (no engine's JIT state affects another), in short paired
// rounds back to back with its floor (warm-up, then 21 interleaved rounds; min/median/max of the
// per-round ratios). Goals: renderPartial >= 0.8x the floor at 1, 2 and 5 entries (issue 13),
// screenkit >= 20x LiquidJS, default-template compile within 2x of the figure kept from before
// the tokenizer-based checker (issue 15).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { measurePaired } from './fixtures/measure.mjs';
import {
  concatTemplate,
  context,
  details,
  handlebarsTemplate,
  liquidTemplate,
} from './fixtures/money-transfer.mjs';

/**
 * Compile time of DEFAULT_CONSENT_TEMPLATE on main before issue 15 (hand-written markup check),
 * measured on this machine with the same loop as `compileMicros` below: 454 us (median of 5).
 */
const COMPILE_BEFORE_US = 454;

const contextWith = (n) => ({
  ...context,
  screen: {
    ...context.screen,
    data: { ...context.screen.data, authorization_details: details.slice(0, n) },
  },
});

/** The floor as a developer would write it against the context: same HTML, same escaping. */
const floorFromContext = (ctx) =>
  concatTemplate({
    client: ctx.client,
    transaction: { params: { authorization_details: ctx.screen.data.authorization_details } },
  });

/** name -> async (entries) => function of the context returning the HTML. */
const CANDIDATES = {
  'renderPartial (compiled template)': async () => {
    const { compileTemplate, renderPartial } = await import('@screenkit/core/templates');
    const template = compileTemplate(handlebarsTemplate);
    return (ctx) => renderPartial(ctx, template);
  },
  'renderPartial (template source, cached)': async () => {
    const { renderPartial } = await import('@screenkit/core/templates');
    return (ctx) => renderPartial(ctx, handlebarsTemplate);
  },
  'runtime-only renderPartial (precompiled)': async () => {
    const { precompileTemplate } = await import('@screenkit/core/templates');
    const { fromPrecompiled, renderPartial } = await import('@screenkit/core/templates/runtime');
    const text = precompileTemplate(handlebarsTemplate);
    const spec = text.slice(
      text.indexOf('export const spec = ') + 20,
      text.lastIndexOf(';\nexport default'),
    );
    const template = fromPrecompiled(new Function(`return ${spec}`)());
    return (ctx) => renderPartial(ctx, template);
  },
  'stock Handlebars 4.7 (data model prebuilt)': async () => {
    const { default: Handlebars } = await import('handlebars');
    const { buildTemplateData } = await import('@screenkit/core/templates');
    const render = Handlebars.compile(handlebarsTemplate.replace(/\[(\d+)\]/g, '.[$1]'));
    return (ctx) => render(buildTemplateData(ctx));
  },
  'LiquidJS renderSync (data model prebuilt)': async () => {
    const { Liquid } = await import('liquidjs');
    const { buildTemplateData } = await import('@screenkit/core/templates');
    const liquid = new Liquid({ outputEscape: 'escape' });
    const parsed = liquid.parse(liquidTemplate);
    return (ctx) => liquid.renderSync(parsed, buildTemplateData(ctx));
  },
};
/** Which candidates run at which entry counts. */
const PLAN = [
  ['renderPartial (compiled template)', [1, 2, 5]],
  ['renderPartial (template source, cached)', [1, 2, 5]],
  ['runtime-only renderPartial (precompiled)', [1, 5]],
  ['stock Handlebars 4.7 (data model prebuilt)', [5]],
  ['LiquidJS renderSync (data model prebuilt)', [5]],
];

const normalise = (html) =>
  html.replace(/\s+/g, ' ').replaceAll('&#39;', '&#x27;').replaceAll('&#34;', '&quot;');

async function measureCandidate(name, entries) {
  const ctx = contextWith(entries);
  const render = await CANDIDATES[name]();
  const floorHtml = floorFromContext(ctx);
  const html = render(ctx);
  const same = name.includes('renderPartial')
    ? html === floorHtml
    : normalise(html) === normalise(floorHtml);
  if (!same) throw new Error(`${name} output differs from the floor:\n${html}\n---\n${floorHtml}`);
  const slow = name.startsWith('LiquidJS');
  const paired = measurePaired(
    () => floorFromContext(ctx),
    () => render(ctx),
    slow ? { rounds: 7, roundMs: 300 } : {},
  );
  return paired;
}

/** Median (min, max) microseconds per compile of the default consent template, cache off. */
async function compileMicros() {
  const { compileTemplate, DEFAULT_CONSENT_TEMPLATE } = await import('@screenkit/core/templates');
  const { default: Handlebars } = await import('handlebars');
  const once = (fn) => {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < 300) {
      fn();
      n++;
    }
    return ((performance.now() - start) / n) * 1000;
  };
  const screenkit = () => compileTemplate(DEFAULT_CONSENT_TEMPLATE, { cache: false });
  const stock = () => Handlebars.precompile(DEFAULT_CONSENT_TEMPLATE);
  once(screenkit);
  once(stock);
  const rows = [];
  for (let i = 0; i < 5; i++) rows.push([once(screenkit), once(stock)]);
  return rows;
}

const child = process.argv.indexOf('--candidate');
if (child > 0) {
  const name = process.argv[child + 1];
  const result =
    name === 'compile'
      ? await compileMicros()
      : await measureCandidate(name, Number(process.argv[child + 2]));
  console.log(JSON.stringify(result));
} else {
  const here = fileURLToPath(import.meta.url);
  const run = (...args) => {
    const out = spawnSync(process.execPath, ['--expose-gc', here, '--candidate', ...args], {
      encoding: 'utf8',
    });
    if (out.status !== 0) {
      console.error(out.stderr);
      process.exit(1);
    }
    return JSON.parse(out.stdout.trim().split('\n').pop());
  };
  const fmt = (r) => `${(r / 1e3).toFixed(1)}k ops/s`;
  const verdict = (ok) => (ok ? 'met' : 'NOT MET');
  console.log(
    'render money_transfer consent (same context in, same HTML out; floor measured beside each, ratio = min / median / max of 21 paired rounds)',
  );
  const ratios = {};
  for (const [name, counts] of PLAN) {
    for (const n of counts) {
      const r = run(name, String(n));
      ratios[`${name}@${n}`] = r.ratio;
      const goal = name.startsWith('renderPartial') ? r.ratio >= 0.8 : undefined;
      const range = `${r.min.toFixed(2)} / ${r.ratio.toFixed(2)} / ${r.max.toFixed(2)}x floor`;
      console.log(
        `  ${`${name}, ${n} entr${n === 1 ? 'y' : 'ies'}`.padEnd(54)} ${fmt(r.candidate).padStart(13)}  ${range.padEnd(28)} (floor ${fmt(r.baseline)})${goal === undefined ? '' : `  goal >= 0.8x: ${verdict(goal)}`}`,
      );
    }
  }
  const vsLiquid =
    ratios['renderPartial (compiled template)@5'] /
    ratios['LiquidJS renderSync (data model prebuilt)@5'];
  console.log(
    `  renderPartial vs LiquidJS, 5 entries: ${vsLiquid.toFixed(1)}x (goal >= 20x: ${verdict(vsLiquid >= 20)})`,
  );
  const compile = run('compile');
  const sk = compile.map(([s]) => s).sort((a, b) => a - b);
  const ratio = compile.map(([s, h]) => s / h).sort((a, b) => a - b);
  const median = (xs) => xs[Math.floor(xs.length / 2)];
  console.log(
    `compile DEFAULT_CONSENT_TEMPLATE (cache off, 5 rounds): ${sk[0].toFixed(0)} / ${median(sk).toFixed(0)} / ${sk[sk.length - 1].toFixed(0)} us (min / median / max); ` +
      `${median(ratio).toFixed(2)}x stock Handlebars.precompile in the same run; ` +
      `${(median(sk) / COMPILE_BEFORE_US).toFixed(2)}x the ${COMPILE_BEFORE_US} us kept from before (goal <= 2x: ${verdict(median(sk) <= 2 * COMPILE_BEFORE_US)})`,
  );
}
