// Validating a near-limit 5-entry authorization_details request against the ten limits of the
// seed's section 8: screenkit vs an ajv-compiled JSON Schema of the same rules (plus the vendor
// schema branch), both from the raw JSON text and from a parsed value. Goal: screenkit >= ajv.
import { validateAuthorizationDetails } from '@screenkit/core';
import Ajv from 'ajv';
import { measurePaired } from './fixtures/measure.mjs';
import { details, registeredTypes, text } from './fixtures/near-limit-details.mjs';

const NAME = { maxLength: 255, pattern: '^[A-Za-z0-9_.-]*$' };
// Rule 9 as screenkit reads it: the entry is level 1, every object or array one level deeper.
const level = (depth) =>
  depth > 5
    ? { type: ['string', 'number', 'boolean', 'null'], maxLength: 255 }
    : {
        type: ['string', 'number', 'boolean', 'null', 'object', 'array'],
        maxLength: 255,
        maxProperties: 10,
        propertyNames: NAME,
        additionalProperties: { $ref: `#/$defs/level${depth + 1}` },
        items: { $ref: `#/$defs/level${depth + 1}` },
      };
const vendorEntry = {
  type: 'object',
  required: ['type', 'instruction', 'properties'],
  properties: {
    instruction: { type: 'string' },
    properties: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['display', 'value'],
        properties: {
          display: { type: 'boolean' },
          description: { type: 'string' },
          value: { type: ['string', 'number', 'boolean'] },
        },
        if: { properties: { display: { const: true } } },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then
        then: {
          required: ['name', 'display_order'],
          properties: {
            name: { type: 'string' },
            display_order: { type: ['string', 'integer'], pattern: '^[0-9]+$' },
          },
        },
      },
    },
  },
};
const schema = {
  type: 'array',
  maxItems: 5,
  items: {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', enum: registeredTypes } },
    if: {
      properties: { type: { pattern: '^urn:[A-Za-z0-9-]+:schemas:authorization-details:v1:' } },
    },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then
    then: vendorEntry,
    else: { $ref: '#/$defs/level1' },
  },
  $defs: Object.fromEntries([1, 2, 3, 4, 5, 6].map((d) => [`level${d}`, level(d)])),
};

const ajvAll = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false }).compile(
  schema,
);
const ajvFirst = new Ajv({ allErrors: false, allowUnionTypes: true, strictTypes: false }).compile(
  schema,
);
const MAX_BYTES = 5120;
function ajvFromText(validate, raw) {
  if (Buffer.byteLength(raw) > MAX_BYTES) return false; // rule 1
  let value;
  try {
    value = JSON.parse(raw); // rule 2
  } catch {
    return false;
  }
  return validate(value);
}
const ajvFromValue = (validate, value) =>
  Buffer.byteLength(JSON.stringify(value)) <= MAX_BYTES && validate(value);

const options = { registeredTypes };
if (!validateAuthorizationDetails(text, options).valid || !ajvFromText(ajvAll, text)) {
  console.error(
    'the near-limit input must be valid for both',
    validateAuthorizationDetails(text, options),
    ajvAll.errors,
  );
  process.exit(1);
}
const badText = text.replace('"beneficiary"', '"bene ficiary"');
if (validateAuthorizationDetails(badText, options).valid || ajvFromText(ajvAll, badText)) {
  console.error('a rule-10 violation must be caught by both');
  process.exit(1);
}
console.log(`input: ${details.length} entries, ${Buffer.byteLength(text)} bytes`);

const fmt = (r) => `${(r / 1e3).toFixed(1)}k ops/s`;
const screenkitText = () => validateAuthorizationDetails(text, options);
const screenkitValue = () => validateAuthorizationDetails(details, options);
const rows = [
  [
    'from the raw JSON text (size, parse, rules 3-10)',
    'ajv allErrors (every violation, like screenkit)',
    () => ajvFromText(ajvAll, text),
    screenkitText,
  ],
  [
    'from the raw JSON text',
    'ajv first error only',
    () => ajvFromText(ajvFirst, text),
    screenkitText,
  ],
  [
    'from a parsed value (ajv sizes it with JSON.stringify)',
    'ajv allErrors (every violation, like screenkit)',
    () => ajvFromValue(ajvAll, details),
    screenkitValue,
  ],
  [
    'from a parsed value',
    'ajv first error only',
    () => ajvFromValue(ajvFirst, details),
    screenkitValue,
  ],
];
console.log(
  'validate a near-limit request: screenkit / ajv, paired rounds: min / median / max ratio (goal: median >= 1.00x)',
);
const verdict = (ok) => (ok ? 'met' : 'NOT MET');
for (const [input, baseline, ajv, screenkit] of rows) {
  const { ratio, min, max, baseline: a, candidate: s } = measurePaired(ajv, screenkit);
  console.log(
    `  ${input.padEnd(56)} vs ${baseline.padEnd(48)} ${min.toFixed(2)} / ${ratio.toFixed(2)} / ${max.toFixed(2)}x  (screenkit ${fmt(s)}, ajv ${fmt(a)})  ${verdict(ratio >= 1)}`,
  );
}

// Issue 13 item 6: text over the 5 Kb limit is refused before it is parsed, so its cost does not
// grow with the text. Baseline: JSON.parse alone of the same text (what parsing first would cost).
const huge = JSON.stringify(
  Array.from({ length: 5 }, (_, i) => ({
    ...details[i % details.length],
    pad: 'x'.repeat(200_000),
  })),
);
const refused = validateAuthorizationDetails(huge, options);
if (refused.valid || refused.errors[0]?.rule !== 1) {
  console.error('the 1 MB text must be refused on rule 1', refused);
  process.exit(1);
}
const fast = measurePaired(
  () => JSON.parse(huge),
  () => validateAuthorizationDetails(huge, options),
  { rounds: 9, roundMs: 150, warmupMs: 200 },
);
console.log(
  `over-limit text (${(Buffer.byteLength(huge) / 1e6).toFixed(1)} MB): screenkit refusal / JSON.parse alone ${fast.min.toFixed(0)} / ${fast.ratio.toFixed(0)} / ${fast.max.toFixed(0)}x (min / median / max; goal >= 10x, refused before parsing): ${verdict(fast.ratio >= 10)}`,
);
