/**
 * customized-consent: the tenant's partial (stored through the Management API, precompiled by
 * the Vite plugin) beside a hand-written React view of the same authorization_details.
 */

import formContent from 'virtual:screenkit/partials/customized-consent/customized-consent/form-content';
import { useCustomizedConsent, useTexts } from '@screenkit/react';
import { ConsentPartial } from '@screenkit/react/consent-partial/runtime';
import { Layout } from '../layout.js';
import { TransferDetails } from './transfer-details.js';

export function CustomizedConsentScreen() {
  const texts = useTexts();
  const { scopes, hideScopes, views, validation, accept, deny, isSubmitting } =
    useCustomizedConsent();
  return (
    <Layout fallbackTitle="Authorize the request">
      <section aria-label="Tenant partial" className="partial">
        <ConsentPartial template={formContent} />
      </section>
      <section aria-label="Request details" className="details">
        <h2>What you are approving</h2>
        <TransferDetails views={views} />
        {validation.valid ? null : (
          <p className="warning">
            {validation.errors.length} problem(s) in this request; it would be refused.
          </p>
        )}
      </section>
      {hideScopes || scopes.length === 0 ? null : (
        <ul className="scopes">
          {scopes.map((scope) => (
            <li key={scope.value}>
              <code>{scope.value}</code> {scope.description}
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <button type="button" className="secondary" disabled={isSubmitting} onClick={() => deny()}>
          {texts.declineButtonText ?? 'Decline'}
        </button>
        <button type="button" disabled={isSubmitting} onClick={() => accept()}>
          {texts.acceptButtonText ?? 'Accept'}
        </button>
      </div>
    </Layout>
  );
}
