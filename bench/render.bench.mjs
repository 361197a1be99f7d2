// Rendering the seed's money_transfer consent template over 5 entries: screenkit (compiled and
// precompiled + runtime-only) vs LiquidJS (the engine the real service uses) vs stock
// Handlebars vs a hand-written string-concatenation function (the floor).
// Goals: screenkit >= 20x LiquidJS and >= 0.8x the floor.
import { buildTemplateData, compileTemplate, precompileTemplate } from '@screenkit/core/templates';
import { fromPrecompiled } from '@screenkit/core/templates/runtime';
import Handlebars from 'handlebars';
import { Liquid } from 'liquidjs';
import { measureAll, report } from './fixtures/measure.mjs';
import {
  concatTemplate,
  context,
  handlebarsTemplate,
  liquidTemplate,
} from './fixtures/money-transfer.mjs';

const data = buildTemplateData(context);

const screenkit = compileTemplate(handlebarsTemplate);
const moduleText = precompileTemplate(handlebarsTemplate, {
  runtimeImport: '@screenkit/core/templates/runtime',
});
const specText = moduleText.slice(
  moduleText.indexOf('export const spec = ') + 20,
  moduleText.lastIndexOf(';\nexport default'),
);
const precompiled = fromPrecompiled(new Function(`return ${specText}`)());

const stock = Handlebars.compile(handlebarsTemplate.replace(/\[(\d+)\]/g, '.[$1]'));
const liquid = new Liquid({ outputEscape: 'escape' });
const liquidParsed = liquid.parse(liquidTemplate);
const normalise = (html) =>
  html.replace(/\s+/g, ' ').replaceAll('&#39;', '&#x27;').replaceAll('&#34;', '&quot;');

const floorHtml = concatTemplate(data);
const outputs = {
  screenkit: screenkit(data),
  'screenkit precompiled (runtime-only)': precompiled(data),
  'stock Handlebars': stock(data),
  LiquidJS: liquid.renderSync(liquidParsed, data),
};
for (const [name, html] of Object.entries(outputs)) {
  if (
    name === 'LiquidJS' || name === 'stock Handlebars'
      ? normalise(html) !== normalise(floorHtml)
      : html !== floorHtml
  ) {
    console.error(`${name} output differs from the floor:\n${html}\n---\n${floorHtml}`);
    process.exit(1);
  }
}

const rows = measureAll([
  ['concat (floor)', () => concatTemplate(data)],
  ['screenkit compileTemplate', () => screenkit(data)],
  ['screenkit precompiled (runtime-only)', () => precompiled(data)],
  ['stock Handlebars', () => stock(data)],
  ['LiquidJS renderSync', () => liquid.renderSync(liquidParsed, data)],
]);
report(
  'render money_transfer consent, 5 entries (same data model, same HTML)',
  rows,
  'concat (floor)',
);
const rate = (name) => rows.find(([n]) => n === name)[1];
console.log(
  `  screenkit vs LiquidJS: ${(rate('screenkit compileTemplate') / rate('LiquidJS renderSync')).toFixed(1)}x (goal >= 20x)`,
);
console.log(
  `  screenkit vs floor: ${(rate('screenkit compileTemplate') / rate('concat (floor)')).toFixed(2)}x (goal >= 0.8x)`,
);
