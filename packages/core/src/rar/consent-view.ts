import { isPlainObject, joinPath } from '../context/shape.js';
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

function display(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return undefined;
}

function orderOf(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

function vendorItems(properties: unknown): ConsentViewItem[] {
  if (!isPlainObject(properties)) return [];
  const shown: { order: number; item: ConsentViewItem }[] = [];
  for (const key of Object.keys(properties)) {
    const prop = properties[key];
    if (!isPlainObject(prop) || prop.display !== true) continue;
    const value = display(prop.value);
    if (value === undefined) continue;
    const item: ConsentViewItem = {
      path: `properties.${key}`,
      label: typeof prop.name === 'string' ? prop.name : labelFromKey(key),
      value,
    };
    if (typeof prop.description === 'string') item.description = prop.description;
    shown.push({ order: orderOf(prop.display_order), item });
  }
  // Array.prototype.sort is stable: equal orders keep the properties' own order.
  return shown.sort((a, b) => a.order - b.order).map((entry) => entry.item);
}

function flatten(
  value: unknown,
  path: string,
  label: string,
  depth: number,
  items: ConsentViewItem[],
  budget: { visits: number },
): void {
  if (items.length >= MAX_VIEW_ITEMS || depth > MAX_VIEW_DEPTH || ++budget.visits > MAX_VIEW_VISITS)
    return;
  const text = display(value);
  if (text !== undefined) {
    items.push({ path, label, value: text });
  } else if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_VIEW_ITEMS);
    const scalars = shown.map(display);
    if (scalars.every((s) => s !== undefined)) {
      if (shown.length > 0) items.push({ path, label, value: scalars.join(', ') });
      return;
    }
    for (let i = 0; i < shown.length; i++)
      flatten(shown[i], joinPath(path, i), `${label} ${i + 1}`, depth + 1, items, budget);
  } else if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      const inner = labelFromKey(key);
      flatten(
        value[key],
        joinPath(path, key),
        label ? `${label} / ${inner}` : inner,
        depth + 1,
        items,
        budget,
      );
    }
  }
}

/**
 * The consent view of one entry. Vendor-schema entries show their `instruction` and the displayed
 * properties ordered by `display_order` (numerically); hidden ones are left out. Any other type is
 * flattened: one item per scalar, labelled from its key path, arrays of scalars joined with ", ".
 * Accepts unvalidated input without throwing; values are NOT escaped (templates escape them).
 */
export function toConsentView(detail: unknown): ConsentView {
  const entry = isPlainObject(detail) ? detail : {};
  const type = typeof entry.type === 'string' ? entry.type : '';
  const vendor = parseVendorType(type);
  if (vendor) {
    const instruction = typeof entry.instruction === 'string' ? entry.instruction : undefined;
    const view: ConsentView = {
      type,
      vendor,
      title: instruction ?? labelFromKey(vendor.customValue),
      items: vendorItems(entry.properties),
    };
    if (instruction !== undefined) view.instruction = instruction;
    return view;
  }
  const items: ConsentViewItem[] = [];
  const budget = { visits: 0 };
  for (const key of Object.keys(entry)) {
    if (key !== 'type') flatten(entry[key], key, labelFromKey(key), 1, items, budget);
  }
  return { type, vendor: null, title: type ? labelFromKey(type) : 'Authorization details', items };
}
