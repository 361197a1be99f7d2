/**
 * `fields` + `include_fields` of the service's GET endpoints: `fields=a,b` keeps only those
 * properties (`include_fields=false`: drops them instead).
 */
export function selectFields<T extends object>(
  record: T,
  query: { fields?: string | undefined; include_fields?: boolean | undefined },
): Partial<T> {
  if (!query.fields) return record;
  const names = new Set(query.fields.split(',').map((f) => f.trim()));
  const include = query.include_fields ?? true;
  return Object.fromEntries(
    Object.entries(record).filter(([k]) => names.has(k) === include),
  ) as Partial<T>;
}
