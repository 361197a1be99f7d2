/**
 * A value built on its first use. The zod schemas of the Management API are declared with it:
 * built when their modules load, the ~60 of them cost about a tenth of `screenkit dev`'s
 * start-up (bench/cold-start.bench.mjs), and the first request needs only the few of its own
 * route (a stored record's schema is needed only when the store has a record to check).
 */
export function lazy<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
