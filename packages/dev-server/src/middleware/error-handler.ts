import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from '../errors/api-error.js';
import { StoreError } from '../store/store-error.js';

/** `app.onError`: every failure answers the service's error body, never an HTML page or stack. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    // The unread rest of an oversized body would otherwise be parsed as the next request.
    if (error.status === 413) c.header('connection', 'close');
    return c.json(error.toBody(), error.status);
  }
  // The store refused a write: a hand edit conflicts (409) or the disk failed (503); memory
  // holds what the disk holds either way.
  if (error instanceof StoreError && error.code === 'store_conflict') {
    return c.json(new ApiError(409, 'conflict', error.message).toBody(), 409);
  }
  if (error instanceof StoreError && error.code === 'store_write_failed') {
    return c.json(new ApiError(503, 'store_write_failed', error.message).toBody(), 503);
  }
  if (error instanceof HTTPException) {
    const api = new ApiError(
      error.status as ApiError['status'],
      undefined,
      error.message || 'Error',
    );
    return c.json(api.toBody(), api.status);
  }
  console.error('[screenkit] unexpected error', error);
  return c.json(new ApiError(500, undefined, 'Internal error').toBody(), 500);
}

export function handleNotFound(c: Context): Response {
  return c.json(new ApiError(404, undefined, 'Not Found').toBody(), 404);
}
