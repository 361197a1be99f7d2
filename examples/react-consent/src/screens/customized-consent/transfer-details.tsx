import type { ConsentView } from '@screenkit/core';

/** Every entry as core's consent view: vendor instruction + displayed properties, or a flattening. */
export function TransferDetails({ views }: { views: readonly ConsentView[] }) {
  if (views.length === 0) return <p>This request carries no details to approve.</p>;
  return (
    <>
      {views.map((view, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
        <article key={index} className="detail" data-type={view.type}>
          <h3>{view.title}</h3>
          <dl>
            {view.items.map((item) => (
              <div key={item.path} className="row" data-path={item.path}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </>
  );
}
