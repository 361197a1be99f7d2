/**
 * Store files are meant to be read, edited and committed by hand, so a record can be wrong in
 * ways JSON parsing does not catch. Route modules register their collection's check when the
 * app is built: a bad record stops startup with an error naming the file, the record and the
 * property, instead of surfacing later as a 500 on some request; a hand edit reloaded while
 * the server runs is refused the same way. The store runs the check only on records that did
 * not come through the API (see store/store.ts), which keeps start-up fast on a large store.
 */
import { join } from 'node:path';
import type { z } from 'zod';
import type { Collection, Store } from '../store/store.js';
import { StoreError } from '../store/store-error.js';
import { describeIssue } from './describe-issue.js';

/** `schemaFor(key, record)` returns the schema for that record, or a message if the key itself is wrong. */
export function checkStoredRecords<T>(
  store: Store,
  collection: Collection<T>,
  schemaFor: (key: string, record: T) => z.ZodType | string,
): void {
  const file =
    store.dir === undefined
      ? `${collection.name} (in memory)`
      : join(store.dir, `${collection.name}.json`);
  collection.check((key, record) => {
    const schema = schemaFor(key, record);
    if (typeof schema === 'string') {
      throw new StoreError(
        'store_record_invalid',
        `${file}#${key}`,
        `Store file ${file}: record "${key}": ${schema}`,
      );
    }
    const result = schema.safeParse(record, { reportInput: true });
    if (result.success) return;
    const issue = result.error.issues[0];
    const { message, path } = issue
      ? describeIssue(issue)
      : { message: 'invalid record', path: '' };
    const at = path ? `${key}.${path}` : key;
    throw new StoreError(
      'store_record_invalid',
      `${file}#${at}`,
      `Store file ${file}: record "${key}" is invalid at ${path || '(record)'}: ${message}; fix the file or remove the record`,
    );
  });
}
