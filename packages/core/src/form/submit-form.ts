/**
 * Form submission the way the service expects it (REFERENCE section 1): a full-page POST of
 * application/x-www-form-urlencoded to the current URL, with the fields, `action` and `state`.
 */
import { screenWindow } from '../shared/screen-window.js';
import { FormError } from './form-error.js';

export type FieldValue = string | number | boolean | null | undefined | object;
export type Fields = Record<string, FieldValue>;

/** What a transport is asked to send: flat string fields, in order. */
export interface FormRequest {
  url: string;
  method: 'POST';
  contentType: 'application/x-www-form-urlencoded';
  fields: [name: string, value: string][];
}

/** Sends a form request: the browser's full-page post by default; tests and servers pass another. */
export type FormTransport = (request: FormRequest) => unknown;

export interface SubmitOptions {
  /** Where to post; defaults to the page's current URL. */
  route?: string;
  transport?: FormTransport;
}

/** A value as a form field: strings as they are, nested values as JSON, absent values dropped. */
function encodeValue(value: FieldValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Builds the request a screen posts; throws `FormError` for fields that would clobber the protocol's own. */
export function buildFormRequest(
  state: string,
  action: string | undefined,
  fields: Fields = {},
  route?: string,
): FormRequest {
  const flat: [string, string][] = [];
  for (const name of Object.keys(fields)) {
    if (name === 'action' || name === 'state') {
      throw new FormError(
        'reserved_field',
        name,
        `"${name}" is screenkit's own field: pass the action as submit()'s first argument`,
      );
    }
    if (name === '') throw new FormError('invalid_field_name', name, 'A form field needs a name');
    const encoded = encodeValue(fields[name]);
    if (encoded !== undefined) flat.push([name, encoded]);
  }
  // Some actions post no `action` field at all (a federated login names only its connection).
  if (action !== undefined) flat.push(['action', action]);
  flat.push(['state', state]);
  return {
    url: route ?? pageRoute(),
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded',
    fields: flat,
  };
}

/** Where a post from `page` (default: this window) goes: its path and query, as the service's. */
export function pageRoute(page?: Window): string {
  const location = screenWindow(page).location;
  return location ? `${location.pathname}${location.search}` : '';
}

/** Transports that post the browser's own full page (it navigates away: see `postsPage`). */
const PAGE_POSTS = new WeakSet<FormTransport>();

/**
 * A hidden <form> posted by the browser from `doc`, so that page navigates like the service's
 * own. `pageFormTransport(frame.contentDocument)` posts from a frame another page renders into
 * (the dev server's gallery): the frame navigates, not the page running the code.
 */
export function pageFormTransport(doc: Document): FormTransport {
  const transport: FormTransport = (request) => postForm(doc, request);
  PAGE_POSTS.add(transport);
  return transport;
}

/** The default transport: a full-page post from this page's document. */
export const browserFormTransport: FormTransport = (request) => {
  const doc = screenWindow().document;
  if (!doc) {
    throw new FormError(
      'no_transport',
      '',
      'No document to post from (not a browser): pass a transport',
    );
  }
  postForm(doc, request);
};
PAGE_POSTS.add(browserFormTransport);

/** Does `transport` (default: the browser's) post the whole page, leaving it? */
export function postsPage(transport: FormTransport | undefined): boolean {
  return PAGE_POSTS.has(transport ?? browserFormTransport);
}

function postForm(doc: Document, request: FormRequest): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = request.url;
  form.enctype = request.contentType;
  form.style.display = 'none';
  for (const [name, value] of request.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

/** A transport over `fetch` (Node, tests, the dev server): posts the same urlencoded body. */
export function fetchFormTransport(fetchImpl: typeof fetch = fetch, base?: string): FormTransport {
  return (request) =>
    fetchImpl(base ? new URL(request.url, base) : request.url, {
      method: 'POST',
      headers: { 'content-type': request.contentType },
      body: new URLSearchParams(request.fields).toString(),
      redirect: 'manual',
    });
}

/** Builds and sends the form; resolves with what the transport returned (a Response for fetch). */
export async function submitForm(
  state: string,
  action: string | undefined,
  fields?: Fields,
  options: SubmitOptions = {},
): Promise<unknown> {
  const request = buildFormRequest(state, action, fields, options.route);
  return (options.transport ?? browserFormTransport)(request);
}
