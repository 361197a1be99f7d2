/**
 * A collection's secondary index: the keys of the records sharing each derived value, built
 * on the first lookup from the records (start-up does not pay for indexes no request has used
 * yet) and then kept in step by the collection's every mutation (collection.ts `apply`), a
 * key's place kept among records whose value did not change.
 */
import type { Collection, KeyOf, StoreIndex } from './store-types.js';

/** What an index reads of its collection. */
type IndexedRecords<T> = Pick<Collection<T>, 'get' | 'keys'>;

export class CollectionIndex<T> implements StoreIndex<T> {
  private byValue: Map<string, Set<string>> | undefined;

  constructor(
    readonly keyOf: KeyOf<T>,
    private readonly owner: IndexedRecords<T>,
  ) {}

  get(value: string): T[] {
    return this.keys(value).map((key) => this.owner.get(key) as T);
  }
  keys(value: string): string[] {
    const keys = this.built().get(value);
    return keys ? [...keys] : [];
  }
  first(value: string): T | undefined {
    const keys = this.built().get(value);
    if (!keys) return undefined;
    for (const key of keys) return this.owner.get(key);
    return undefined;
  }
  pages(value: string): Pick<Collection<T>, 'page' | 'size'> {
    const keys = this.built().get(value);
    return {
      size: keys?.size ?? 0,
      page: (start, count) => {
        const page: T[] = [];
        if (!keys) return page;
        let at = 0;
        for (const key of keys) {
          if (at++ < start) continue;
          if (page.length === count) break;
          page.push(this.owner.get(key) as T);
        }
        return page;
      },
    };
  }
  add(key: string, record: T): void {
    if (!this.byValue) return;
    for (const value of valuesOf(this.keyOf, record, key)) {
      const keys = this.byValue.get(value);
      if (keys) keys.add(key);
      else this.byValue.set(value, new Set([key]));
    }
  }
  /** Keeps the key's place among records sharing a value that did not change. */
  update(key: string, prev: T, next: T): void {
    if (!this.byValue) return;
    const before = valuesOf(this.keyOf, prev, key);
    const after = valuesOf(this.keyOf, next, key);
    if (before.length === after.length && before.every((v, i) => v === after[i])) return;
    this.removeValues(
      key,
      before.filter((v) => !after.includes(v)),
    );
    for (const value of after) {
      if (before.includes(value)) continue;
      const keys = this.byValue.get(value);
      if (keys) keys.add(key);
      else this.byValue.set(value, new Set([key]));
    }
  }
  remove(key: string, record: T): void {
    if (!this.byValue) return;
    this.removeValues(key, valuesOf(this.keyOf, record, key));
  }
  private removeValues(key: string, values: string[]): void {
    for (const value of values) {
      const keys = (this.byValue as Map<string, Set<string>>).get(value);
      keys?.delete(key);
      if (keys?.size === 0) this.byValue?.delete(value);
    }
  }
  private built(): Map<string, Set<string>> {
    if (!this.byValue) {
      this.byValue = new Map();
      for (const key of this.owner.keys()) this.add(key, this.owner.get(key) as T);
    }
    return this.byValue;
  }
}

// Records come from hand-edited files: an index key function must not throw on odd shapes.
function valuesOf<T>(keyOf: KeyOf<T>, record: T, key: string): string[] {
  try {
    const value = record === null || typeof record !== 'object' ? undefined : keyOf(record, key);
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((v): v is string => typeof v === 'string'))];
  } catch {
    return [];
  }
}
