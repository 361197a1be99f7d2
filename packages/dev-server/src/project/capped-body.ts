/**
 * Reading the body of an answer from a server the CLI does not control (the tenant, an asset's
 * CDN) chunk by chunk, up to a limit: past it the stream is cancelled, so a huge or endless body
 * costs the CLI neither its memory nor its time. The one such reader of the CLI.
 */

/** `complete` when the whole body was read; `too-large` when it passed `maxBytes` (then cancelled). */
export type CappedRead = 'complete' | 'too-large';

/**
 * Hands each chunk of `response`'s body to `take` until the body ends or more than `maxBytes`
 * came; then the rest is not read. Rejects as the stream does (a reset, the request's timeout).
 */
export async function readCapped(
  response: Response,
  maxBytes: number,
  take: (chunk: Uint8Array) => void,
): Promise<CappedRead> {
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return 'too-large';
    }
    take(chunk);
  }
  return 'complete';
}

/** `bytes` as the CLI's messages say a size: whole MB (of 1,048,576 bytes) when it is one. */
export const sizeName = (bytes: number): string =>
  bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MB` : `${bytes} bytes`;
