/**
 * The dashboard's one way to the Management API: `/dashboard/api/v2/*` on this origin, with the
 * page's CSRF token (written into the HTML by the server) and the session cookie. An error is
 * the API's own body, with the property its message names (`... on property x.y.`) so the page
 * can show it next to that field. While calls are in flight the root element carries
 * `data-busy` (tests and the bench wait for it to go).
 */
const csrf = document.querySelector<HTMLMetaElement>('meta[name="screenkit-csrf"]')?.content ?? '';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: string | undefined,
    /** The property the API names, e.g. `subject_type_authorization.client.policy`. */
    readonly property: string | undefined,
  ) {
    super(message);
  }
}

export function propertyOf(message: string): string | undefined {
  return / on property ([^\s']+?)\.?$/.exec(message)?.[1];
}

let inFlight = 0;
function busy(delta: number) {
  inFlight += delta;
  document.documentElement.toggleAttribute('data-busy', inFlight > 0);
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  busy(1);
  try {
    return await call<T>(method, path, body);
  } finally {
    busy(-1);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/dashboard/api/v2${path}`, {
    method,
    headers: {
      'x-screenkit-csrf': csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'same-origin',
  });
  const text = await response.text();
  const value: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = (value ?? {}) as { message?: string; errorCode?: string };
    const message = error.message ?? `${response.status} ${response.statusText}`;
    throw new ApiFailure(response.status, message, error.errorCode, propertyOf(message));
  }
  return value as T;
}

export const enc = encodeURIComponent;

/**
 * A page of a list as the API returns it with `include_totals=true`; `total` is undefined for
 * the lists the API does not count (organization invitations).
 */
export interface Page<T> {
  items: T[];
  total: number | undefined;
}

export async function listPage<T>(
  path: string,
  key: string,
  page: number,
  perPage: number,
  query = '',
): Promise<Page<T>> {
  const sep = path.includes('?') ? '&' : '?';
  const answer = await api<Record<string, unknown>>(
    'GET',
    `${path}${sep}page=${page}&per_page=${perPage}&include_totals=true${query}`,
  );
  const total = answer.total === undefined ? undefined : Number(answer.total);
  return { items: (answer[key] ?? []) as T[], total };
}
