import type { Context } from 'hono';
import * as z from 'zod';
import type { Collection } from '../store/store.js';
import { lazy } from '../validation/lazy.js';

const integer = (field: string) =>
  z
    .string()
    .regex(/^\d+$/, { message: `${field} must be a non-negative integer` })
    .transform(Number);
/** `true` or `false` in a query string. */
export const booleanQuery = lazy(() => z.enum(['true', 'false']).transform((v) => v === 'true'));

/** `page`, `per_page` (1..100, default 50), `include_totals`: shared by every list endpoint. */
export const pagingQuery = lazy(() => ({
  page: integer('page').optional(),
  per_page: integer('per_page').pipe(z.number().min(1).max(100)).optional(),
  include_totals: booleanQuery().optional(),
}));

export interface Paged<T> {
  items: T[];
  start: number;
  limit: number;
  total: number;
}

/**
 * What a page is cut from: a whole collection, of which a page reads only the records it
 * returns, or the records a filter kept.
 */
type Pageable<T> = Pick<Collection<T>, 'page' | 'size'> | T[];

const pagesOf = <T>(source: Pageable<T>): Pick<Collection<T>, 'page' | 'size'> =>
  Array.isArray(source)
    ? { size: source.length, page: (start, count) => source.slice(start, start + count) }
    : source;

/** One page (`page`, `per_page`), touching only the records it returns. */
export function pageOf<T>(source: Pageable<T>, page = 0, perPage = 50): Paged<T> {
  const start = page * perPage;
  const pages = pagesOf(source);
  return { items: pages.page(start, perPage), start, limit: perPage, total: pages.size };
}

/**
 * The same page as `pageOf`, answered as JSON text joined from the records' cached texts
 * (`Collection.pageTexts`), without serialising every record again: the array alone, or with
 * the totals and the array under `totalsKey` (`include_totals`). For lists without `fields`.
 */
export function pageResponse<T>(
  c: Context,
  collection: Pick<Collection<T>, 'pageTexts' | 'size'>,
  page: { page?: number | undefined; perPage?: number | undefined; totalsKey?: string | undefined },
): Response {
  const perPage = page.perPage ?? 50;
  const start = (page.page ?? 0) * perPage;
  const json = `[${collection.pageTexts(start, perPage).join(',')}]`;
  const body =
    page.totalsKey === undefined
      ? json
      : `{"start":${start},"limit":${perPage},"total":${collection.size},"${page.totalsKey}":${json}}`;
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/** `from` (an offset as checkpoint id) and `take`: the checkpoint paging the official client uses. */
export const checkpointQuery = lazy(() => ({
  from: z.string().regex(/^\d+$/, { message: 'from must be a checkpoint id' }).optional(),
  take: z
    .string()
    .regex(/^\d+$/, { message: 'take must be an integer' })
    .transform(Number)
    .pipe(z.number().min(1).max(100))
    .optional(),
}));

/** One checkpoint page (`from`, `take`), with `next` when more remain. */
export function checkpointPage<T>(
  source: Pageable<T>,
  from = '0',
  take = 50,
): { items: T[]; next?: string } {
  const pages = pagesOf(source);
  const start = Number(from);
  const next = start + take < pages.size ? String(start + take) : undefined;
  return { items: pages.page(start, take), ...(next ? { next } : {}) };
}
