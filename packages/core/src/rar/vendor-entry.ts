import { isPlainObject } from '../catalogue/shape.js';
import type { VendorType } from './vendor-type.js';

/** Reports one vendor-schema shape violation at `path` (relative to the entry). */
export type ReportVendorViolation = (path: (string | number)[], message: string) => void;

function has(obj: object, key: string): boolean {
  return Object.hasOwn(obj, key);
}

/**
 * Checks a vendor-schema entry against seed 2.2 A: a string `instruction`, a `properties` map whose
 * property objects have a boolean `display`, a `name` and a `display_order` (integer, or digits in
 * a string) when displayed, an optional string `description`, and a `value` that is a string, a
 * finite number or a boolean. Fields the seed does not list are left alone.
 */
export function checkVendorEntry(
  entry: Record<string, unknown>,
  vendorType: VendorType,
  report: ReportVendorViolation,
): void {
  if (vendorType.version !== 'v1')
    report(['type'], `vendor schema version "${vendorType.version}" is not supported (only v1)`);
  if (typeof entry.instruction !== 'string' || !has(entry, 'instruction'))
    report(['instruction'], 'a vendor-schema entry needs an "instruction" string');
  const properties = has(entry, 'properties') ? entry.properties : undefined;
  if (!isPlainObject(properties)) {
    report(['properties'], 'a vendor-schema entry needs a "properties" object');
    return;
  }
  for (const key of Object.keys(properties)) {
    const prop = properties[key];
    if (!isPlainObject(prop)) {
      report(['properties', key], 'a property must be an object');
      continue;
    }
    const at = (field: string) => ['properties', key, field];
    if (typeof prop.display !== 'boolean' || !has(prop, 'display'))
      report(at('display'), '"display" must be true or false');
    if (prop.display === true && (typeof prop.name !== 'string' || !has(prop, 'name')))
      report(at('name'), 'a displayed property needs a "name" string');
    const order = has(prop, 'display_order') ? prop.display_order : undefined;
    if (order !== undefined || prop.display === true) {
      const isOrder =
        (typeof order === 'string' && /^[0-9]{1,15}$/.test(order)) ||
        (typeof order === 'number' && Number.isSafeInteger(order) && order >= 0);
      if (!isOrder)
        report(
          at('display_order'),
          '"display_order" must be a non-negative integer (or its digits)',
        );
    }
    if (has(prop, 'description') && typeof prop.description !== 'string')
      report(at('description'), '"description" must be a string');
    const value = has(prop, 'value') ? prop.value : undefined;
    const isValue =
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value));
    if (!isValue) report(at('value'), '"value" must be a string, a number or a boolean');
  }
}
