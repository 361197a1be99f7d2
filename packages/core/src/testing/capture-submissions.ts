/**
 * Records what a screen posts instead of letting the page navigate. A screen's actions end in a
 * full-page form post (core's `browserFormTransport` builds a hidden <form> and calls
 * `submit()`), and a plain HTML form posts on its own when its submit event is not cancelled:
 * while a capture runs, both are recorded and neither leaves the page. Nothing in core's
 * production code changes for this (no hook to ship): the capture patches
 * `HTMLFormElement.prototype.submit` for as long as it runs and restores it on `stop()`.
 * `capture.transport` records too, for code that takes a transport (Node tests, no DOM).
 */
import { ScreenkitError } from '../errors/screenkit-error.js';
import type { FormTransport } from '../form/submit-form.js';

export interface Submission {
  /** `POST` for the service's form posts. */
  readonly method: string;
  /** The absolute URL posted to: the page's own URL unless the action posts to a route. */
  readonly url: string;
  /** The posted fields by name (the last value where a name repeats), `action` and `state` included. */
  readonly fields: Readonly<Record<string, string>>;
  /** Every posted field in order, repeats included. */
  readonly entries: readonly (readonly [string, string])[];
}

export interface SubmissionCapture {
  /** Everything posted since the capture started, oldest first (a live array). */
  readonly submissions: readonly Submission[];
  /** The latest submission, if any. */
  last(): Submission | undefined;
  /**
   * The next submission not yet returned by `next()`: at once if one is waiting, else the
   * next post. Rejects with `SubmissionTimeoutError` after `timeoutMs` (default 1000).
   */
  next(timeoutMs?: number): Promise<Submission>;
  /** A transport that records instead of posting (`createScreen(ctx, { transport })`). */
  readonly transport: FormTransport;
  /** Stops recording; once no capture runs, forms post normally again. */
  stop(): void;
  /** Records again after `stop()`. */
  start(): void;
}

/** `next()` waited and nothing was posted. */
export class SubmissionTimeoutError extends ScreenkitError {
  override name = 'SubmissionTimeoutError';
  declare readonly code: 'no_submission';
  constructor(timeoutMs: number, posted: number) {
    super(
      'no_submission',
      '',
      `Nothing was posted within ${timeoutMs} ms (${posted} post(s) before, all already taken by next()); did the action run, or did validation stop it?`,
    );
  }
}

type Recorder = (submission: Submission) => void;
const recorders = new Set<Recorder>();
let restoreGlobals: (() => void) | undefined;

function record(submission: Submission): void {
  for (const recorder of recorders) recorder(submission);
}

function submission(method: string, url: string, entries: [string, string][]): Submission {
  return { method: method.toUpperCase(), url, fields: Object.fromEntries(entries), entries };
}

function fromForm(form: HTMLFormElement, submitter?: HTMLElement | null): Submission {
  let data: FormData;
  try {
    data = new FormData(form, submitter ?? undefined);
  } catch {
    data = new FormData(form); // an engine without the submitter argument
  }
  const entries: [string, string][] = [];
  for (const [name, value] of data)
    entries.push([name, typeof value === 'string' ? value : value.name]);
  return submission(form.method || 'get', form.action, entries);
}

/** Patches form posting on the current DOM (if any); returns the undo. */
function interceptForms(): () => void {
  const scope = globalThis as {
    HTMLFormElement?: typeof HTMLFormElement;
    window?: Window;
  };
  const Form = scope.HTMLFormElement;
  if (!Form) return () => {};
  const proto = Form.prototype;
  const original = proto.submit;
  proto.submit = function submit(this: HTMLFormElement) {
    record(fromForm(this));
  };
  // Runs after the page's own handlers (window is last on the way up): a submit nobody
  // cancelled is the browser's own post.
  const onSubmit = (event: Event) => {
    if (event.defaultPrevented || !(event.target instanceof Form)) return;
    event.preventDefault();
    record(fromForm(event.target, (event as SubmitEvent).submitter));
  };
  scope.window?.addEventListener('submit', onSubmit);
  return () => {
    proto.submit = original;
    scope.window?.removeEventListener('submit', onSubmit);
  };
}

function pageUrl(url: string): string {
  const location = (globalThis as { location?: { href: string } }).location;
  return new URL(url, location?.href ?? 'http://localhost/').href;
}

/**
 * Starts recording form posts: `const posts = captureSubmissions(); ...; await posts.next()`.
 * Call `stop()` after the test (several captures may run at once; each sees every post).
 */
export function captureSubmissions(): SubmissionCapture {
  const submissions: Submission[] = [];
  const waiters: ((submission: Submission) => void)[] = [];
  let taken = 0;
  const recorder: Recorder = (posted) => {
    submissions.push(posted);
    const waiter = waiters.shift();
    if (waiter) waiter(submissions[taken++] as Submission);
  };
  const capture: SubmissionCapture = {
    submissions,
    last: () => submissions.at(-1),
    next(timeoutMs = 1000) {
      if (taken < submissions.length) return Promise.resolve(submissions[taken++] as Submission);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new SubmissionTimeoutError(timeoutMs, submissions.length));
        }, timeoutMs);
        const waiter = (posted: Submission) => {
          clearTimeout(timer);
          resolve(posted);
        };
        waiters.push(waiter);
      });
    },
    transport: (request) => {
      if (recorders.has(recorder))
        record(submission(request.method, pageUrl(request.url), request.fields));
    },
    stop() {
      if (!recorders.delete(recorder) || recorders.size > 0) return;
      restoreGlobals?.();
      restoreGlobals = undefined;
    },
    start() {
      if (recorders.has(recorder)) return;
      recorders.add(recorder);
      restoreGlobals ??= interceptForms();
    },
  };
  capture.start();
  return capture;
}
