import { isPlainObject, joinPath } from '../catalogue/shape.js';
import { labelFromKey } from './labels.js';
import { parseVendorType, type VendorType } from './vendor-type.js';

/** One line of a consent screen: a label and the value shown beside it. */
export interface ConsentViewItem {
  /** Where the value sits in the entry: `instructedAmount.amount`, `locations[1]`. */
  path: string;
  label: string;
  /** Display text: strings as sent, numbers as written, booleans as "Yes" / "No". Not escaped. */
  value: string;
  description?: string;
}

/** What a consent screen shows for one `authorization_details` entry. */
export interface ConsentView {
  type: string;
  /** The parsed vendor-schema type, or `null` for other types. */
  vendor: VendorType | null;
  /** A heading: the vendor `instruction`, or a label made from the type. */
  title: string;
  instruction?: string;
  items: ConsentViewItem[];
}

/** The generic flattening stops here: deeper structures, and items past the cap, are left out. */
const MAX_VIEW_DEPTH = 8;
const MAX_VIEW_ITEMS = 100;
/** Values visited at most, so a hostile shared-reference graph cannot make the walk explode. */
const MAX_VIEW_VISITS = 2000;

/** `read()`, or `fallback` when a getter or proxy trap throws: unreadable data is left out. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
const keysOf = (value: object) => safely(() => Object.keys(value), [] as string[]);
const read = (value: object, key: string) =>
  safely<unknown>(() => (value as Record<string, unknown>)[key], undefined);
/** `isPlainObject`, false for a value whose type cannot even be read (a revoked proxy). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  safely(() => isPlainObject(value), false);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function display(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return text(value);
}

function orderOf(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  // Number.isFinite is false for anything but a finite number: no typeof needed.
  return Number.isFinite(n) ? (n as number) : Number.POSITIVE_INFINITY;
}

function vendorItems(properties: unknown): ConsentViewItem[] {
  if (!isObject(properties)) return [];
  const shown: { order: number; item: ConsentViewItem }[] = [];
  for (const key of keysOf(properties).slice(0, MAX_VIEW_ITEMS)) {
    const prop = read(properties, key);
    if (!isObject(prop) || read(prop, 'display') !== true) continue;
    const value = display(read(prop, 'value'));
    if (value === undefined) continue;
    const description = text(read(prop, 'description'));
    const item: ConsentViewItem = {
      path: `properties.${key}`,
      label: text(read(prop, 'name')) ?? labelFromKey(key),
      value,
    };
    if (description !== undefined) item.description = description;
    shown.push({ order: orderOf(read(prop, 'display_order')), item });
  }
  // Array.prototype.sort is stable: equal orders keep the properties' own order.
  return shown.sort((a, b) => a.order - b.order).map((entry) => entry.item);
}

/**
 * The consent view of one entry. Vendor-schema entries show their `instruction` and the displayed
 * properties ordered by `display_order` (numerically); hidden ones are left out. Any other type is
 * flattened: one item per scalar, labelled from its key path, arrays of scalars joined with ", ".
 * Accepts unvalidated input without throwing: a value a getter or proxy refuses to give is left
 * out. Values are NOT escaped (templates escape them).
 */
export function toConsentView(detail: unknown): ConsentView {
  const entry = isObject(detail) ? detail : {};
  const type = text(read(entry, 'type')) ?? '';
  const vendor = parseVendorType(type);
  if (vendor) {
    const instruction = text(read(entry, 'instruction'));
    return {
      type,
      vendor,
      title: instruction ?? labelFromKey(vendor.customValue),
      items: vendorItems(read(entry, 'properties')),
      ...(instruction !== undefined && { instruction }),
    };
  }
  const items: ConsentViewItem[] = [];
  let visits = 0;
  const flatten = (value: unknown, path: string, label: string, depth: number): void => {
    if (items.length >= MAX_VIEW_ITEMS || depth > MAX_VIEW_DEPTH || ++visits > MAX_VIEW_VISITS)
      return;
    const shown = display(value);
    if (shown !== undefined) {
      items.push({ path, label, value: shown });
    } else if (safely(() => Array.isArray(value), false)) {
      // A proxy whose items cannot be read shows nothing.
      const list = safely(() => (value as unknown[]).slice(0, MAX_VIEW_ITEMS), []);
      const scalars = list.map(display);
      if (scalars.every((s) => s !== undefined)) {
        if (list.length > 0) items.push({ path, label, value: scalars.join(', ') });
      } else {
        for (const [i, item] of list.entries())
          flatten(item, joinPath(path, i), `${label} ${i + 1}`, depth + 1);
      }
    } else if (isObject(value)) {
      for (const key of keysOf(value)) {
        const inner = labelFromKey(key);
        flatten(
          read(value, key),
          joinPath(path, key),
          label ? `${label} / ${inner}` : inner,
          depth + 1,
        );
      }
    }
  };
  for (const key of keysOf(entry)) {
    if (key !== 'type') flatten(read(entry, key), key, labelFromKey(key), 1);
  }
  return { type, vendor: null, title: type ? labelFromKey(type) : 'Authorization details', items };
}
