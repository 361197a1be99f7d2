// Pieces both consent screens show: the requested scopes and the accept/decline buttons.
import type { ScopeEntry } from '@screenkit/core';
import { useTexts } from '@screenkit/react';

export function ScopeList({ scopes }: { scopes: readonly ScopeEntry[] }) {
  return (
    <ul className="scopes">
      {scopes.map((scope) => (
        <li key={scope.value}>
          <code>{scope.value}</code> {scope.description}
        </li>
      ))}
    </ul>
  );
}

export function ConsentActions(props: {
  accept: () => unknown;
  deny: () => unknown;
  isSubmitting: boolean;
}) {
  const texts = useTexts();
  return (
    <div className="actions">
      <button
        type="button"
        className="secondary"
        disabled={props.isSubmitting}
        onClick={() => props.deny()}
      >
        {texts.declineButtonText ?? 'Decline'}
      </button>
      <button type="button" disabled={props.isSubmitting} onClick={() => props.accept()}>
        {texts.acceptButtonText ?? 'Accept'}
      </button>
    </div>
  );
}
