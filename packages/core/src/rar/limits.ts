/**
 * The `authorization_details` limits of the seed's section 8, with the interpretation screenkit
 * chose wherever the seed's wording leaves room. The validator reads nothing but these.
 */

/**
 * Rule 1, "the total size is at most 5 Kb": 5 Kb is read as 5 × 1024 = 5120 bytes of the UTF-8
 * encoded JSON text. A string input is measured as sent; a parsed value is measured as its
 * compact `JSON.stringify` form (no whitespace), computed while walking it.
 */
export const MAX_AUTHORIZATION_DETAILS_BYTES = 5120;

/** Rule 4: the array holds at most this many entries. */
export const MAX_AUTHORIZATION_DETAILS_ENTRIES = 5;

/**
 * Rule 6: an object has at most this many own properties. Applies to every object: the entries
 * and every object nested in them (arrays are not objects with properties here: their length is
 * only bounded by rule 1).
 */
export const MAX_OBJECT_PROPERTIES = 10;

/**
 * Rule 7: a property name has at most this many characters, in every object at every depth.
 * Characters are Unicode code points (what JSON Schema's `maxLength` counts).
 */
export const MAX_PROPERTY_NAME_LENGTH = 255;

/**
 * Rule 8: a property value has at most this many characters. Applies to every string at every
 * depth (object properties and array items), counted in code points. A number or boolean is
 * measured by its JSON text, which can never reach the limit; an object or array value is not a
 * "value" for this rule (its own contents are, and rules 1, 6 and 9 bound it).
 */
export const MAX_PROPERTY_VALUE_LENGTH = 255;

/**
 * Rule 9: objects are nested at most this many levels deep. Each entry of the top-level array is
 * level 1; every object OR array inside it is one level deeper than its container (arrays count,
 * which is both the stricter and the safer reading). `{type, a: {b: {c: {d: {}}}}}` is 5 levels.
 * The validator does not descend below an over-deep container, so violations inside it are not
 * listed one by one.
 */
export const MAX_NESTING_DEPTH = 5;

/**
 * Rule 10: property names contain only `a-z A-Z 0-9 _ . -`. Applies at every depth. The empty
 * name contains no other character, so it passes (the seed only restricts characters).
 */
export const PROPERTY_NAME_PATTERN = /^[A-Za-z0-9_.-]*$/;

/**
 * Not a seed rule: once this many violations are listed the validator stops walking, so a hostile
 * value (a sparse array of a billion holes) cannot make it allocate without bound; the result then
 * has `truncated: true`. Every violation takes at least 2 bytes of JSON (`1,` as an entry), so an
 * input within rule 1's 5120 bytes has fewer than 2600 and is always listed in full.
 */
export const MAX_REPORTED_VIOLATIONS = 3000;

/**
 * Vendor-schema entries (`urn:<vendor>:schemas:authorization-details:v1:<custom_value>`) are not
 * bound by rules 6 to 10 (the seed states them for the other types only). They are checked
 * against their own shape instead (seed 2.2 A); rules 1 to 5 still apply to them.
 */
export const VENDOR_ENTRIES_SKIP_RULES = [6, 7, 8, 9, 10] as const;
