/**
 * The dashboard's building blocks: links, labelled fields that show the API's error beside
 * themselves (aria-invalid, aria-describedby), a pager, tabs, a paged list and the form state
 * that runs a call.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ApiFailure, listPage, type Page } from './api.js';
import { navigate } from './router.js';

/** A link within the dashboard; `label` names it where its text alone is ambiguous. */
export function Link({ to, label, children }: { to: string; label?: string; children: ReactNode }) {
  return (
    <a
      href={to}
      aria-label={label}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** A form's call: busy flag, the API's error, a saved notice. */
export function useCall() {
  const [error, setError] = useState<ApiFailure | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  async function run(action: () => Promise<unknown>, notice = 'Saved'): Promise<boolean> {
    setBusy(true);
    setError(undefined);
    setDone('');
    try {
      await action();
      setDone(notice);
      return true;
    } catch (caught) {
      setError(
        caught instanceof ApiFailure
          ? caught
          : new ApiFailure(0, String(caught), undefined, undefined),
      );
      return false;
    } finally {
      setBusy(false);
    }
  }
  /** The error's message when it names `property` (or one of the properties below it). */
  const errorFor = (...properties: string[]) =>
    error?.property !== undefined &&
    properties.some(
      (p) =>
        error.property === p ||
        error.property?.startsWith(`${p}.`) ||
        error.property?.startsWith(`${p}[`),
    )
      ? error.message
      : undefined;
  return { error, busy, done, run, errorFor };
}

/** The error no field claims, and the saved notice. */
export function FormStatus({
  call,
  claimed,
}: {
  call: ReturnType<typeof useCall>;
  claimed: boolean;
}) {
  return (
    <>
      {call.error && !claimed && (
        <p className="error" role="alert">
          {call.error.message}
        </p>
      )}
      {call.done && !call.error && (
        <p className="notice" role="status">
          {call.done}
        </p>
      )}
    </>
  );
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': described.length ? described.join(' ') : undefined,
      })}
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} className="error field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Previous / Next over an API list. Without a `total` (lists the API does not count, such as
 * invitations) the last page is the first one shorter than `perPage`. `label` names the
 * navigation, distinct for each pager of a page.
 */
export function Pager({
  page,
  perPage,
  total,
  shown,
  onPage,
  label = 'Pages',
}: {
  label?: string;
  page: number;
  perPage: number;
  total: number | undefined;
  shown: number;
  onPage: (page: number) => void;
}) {
  const last =
    total === undefined
      ? shown < perPage
        ? page
        : Number.POSITIVE_INFINITY
      : Math.max(0, Math.ceil(total / perPage) - 1);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page + 1}
        {total === undefined ? '' : ` of ${last + 1} (${total} in all)`}
      </span>
      <button type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Section tabs: links under `base`, the current one marked for assistive technology too. */
export function Tabs({
  label,
  base,
  tabs,
  current,
}: {
  label: string;
  base: string;
  tabs: readonly (readonly [string, string])[];
  current: string;
}) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map(([key, text]) => (
        <span key={key} aria-current={current === key ? 'page' : undefined}>
          <Link to={`${base}/${key}`}>{text}</Link>
        </span>
      ))}
    </nav>
  );
}

/**
 * One page of an API list (`GET path?page&per_page&include_totals`), refetched when the page,
 * the extra query or `reload` changes; the caller bumps `reload` after a change.
 */
export function usePagedList<T>(
  path: string,
  key: string,
  perPage: number,
  query = '',
  reload = 0,
) {
  const [page, setPage] = useState(0);
  const [list, setList] = useState<Page<T>>();
  const [error, setError] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` refetches after a change
  useEffect(() => {
    let current = true;
    listPage<T>(path, key, page, perPage, query).then(
      (next) => current && setList(next),
      (e: Error) => current && setError(e.message),
    );
    return () => {
      current = false;
    };
  }, [path, key, page, perPage, query, reload]);
  return { page, setPage, perPage, list, error };
}
