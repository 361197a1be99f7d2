/**
 * What the list pages share: a table whose columns are [header, cell] pairs, one page of an
 * API list in that table with its pager, the create form above a list (heading, fields, the
 * error no field claims, submit), row actions that refetch the list once they succeed, and the
 * delete form of a record's page (a confirmation naming it, then back to the list).
 */
import { type ReactNode, useState } from 'react';
import { navigate } from './router.js';
import { FormStatus, Pager, useCall, type usePagedList } from './ui.js';

/** A column: its header and what a row shows in it. */
export type Column<T> = readonly [header: string, cell: (row: T) => ReactNode];

export function Table<T>({
  caption,
  rows,
  columns,
  rowKey,
}: {
  caption?: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
}) {
  return (
    <table>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map(([header]) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map(([header, cell]) => (
              <td key={header}>{cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The loaded page of `paged` as a table, then `children` (a status line), then the pager. */
export function PagedTable<T>({
  paged,
  caption,
  columns,
  rowKey,
  children,
}: {
  paged: ReturnType<typeof usePagedList<T>>;
  caption?: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  children?: ReactNode;
}) {
  const { list, page, perPage, setPage } = paged;
  if (!list) return null;
  return (
    <>
      <Table caption={caption} rows={list.items} columns={columns} rowKey={rowKey} />
      {children}
      <Pager
        page={page}
        perPage={perPage}
        total={list.total}
        shown={list.items.length}
        onPage={setPage}
        // A page may show several lists (a user's roles and permissions): each pager its own name.
        {...(caption ? { label: `Pages: ${caption}` } : {})}
      />
    </>
  );
}

/**
 * A form that adds to a list: `title` names it (and heads it, unless `heading` is false);
 * `create` runs as the call on submit. The API's error shows beside the field it names (the
 * caller's `Field`s); one naming none of `fields` shows above the button.
 */
export function CreateForm({
  title,
  heading = true,
  call,
  fields,
  create,
  notice = 'Created',
  submit = 'Create',
  children,
}: {
  title: string;
  heading?: boolean;
  call: ReturnType<typeof useCall>;
  fields: readonly string[];
  create: () => Promise<unknown>;
  notice?: string;
  submit?: string;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void call.run(create, notice);
      }}
    >
      {heading && <h2>{title}</h2>}
      {children}
      <FormStatus call={call} claimed={call.errorFor(...fields) !== undefined} />
      <button type="submit" disabled={call.busy}>
        {submit}
      </button>
    </form>
  );
}

/**
 * Changes to a list's rows: `act` runs one as `call` and then bumps `reload` (pass it to
 * `usePagedList` or the effect that loads the rows), so the list shows the change.
 */
export function useRowActions() {
  const call = useCall();
  const [reload, setReload] = useState(0);
  const refresh = () => setReload((n) => n + 1);
  const act = (work: () => Promise<unknown>, notice?: string) =>
    void call.run(async () => {
      await work();
      refresh();
    }, notice);
  return { call, reload, refresh, act };
}

/**
 * "Delete this <what>": asks `Delete <name>?` (with what else goes, from `consequence`, asked
 * when the button is pressed), deletes, and returns to the list at `back`. The API's refusal
 * shows above the button.
 */
export function DeleteForm({
  what,
  name,
  consequence,
  remove,
  back,
}: {
  what: string;
  name: string;
  consequence?: () => Promise<string>;
  remove: () => Promise<unknown>;
  back: string;
}) {
  const call = useCall();
  return (
    <form
      aria-label={`Delete ${what}`}
      className="danger"
      onSubmit={async (event) => {
        event.preventDefault();
        // What else goes is told when known; without it the question still names the record.
        const more = consequence ? await consequence().catch(() => '') : '';
        if (!confirm(`Delete ${name}?${more ? ` ${more}` : ''}`)) return;
        void call.run(async () => {
          await remove();
          navigate(back);
        });
      }}
    >
      <FormStatus call={call} claimed={false} />
      <button type="submit" disabled={call.busy}>
        Delete this {what}
      </button>
    </form>
  );
}
