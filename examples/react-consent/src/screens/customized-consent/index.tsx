/**
 * customized-consent: the tenant's partial (stored through the Management API, precompiled by
 * the Vite plugin) beside a hand-written React view of the same authorization_details.
 */

import formContent from 'virtual:screenkit/partials/customized-consent/customized-consent/form-content';
import { useCustomizedConsent } from '@screenkit/react';
import { ConsentPartial } from '@screenkit/react/consent-partial/runtime';
import { ConsentActions, ScopeList } from '../consent-parts.js';
import { Layout } from '../layout.js';
import { TransferDetails } from './transfer-details.js';

export function CustomizedConsentScreen() {
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
      {hideScopes || scopes.length === 0 ? null : <ScopeList scopes={scopes} />}
      <ConsentActions accept={accept} deny={deny} isSubmitting={isSubmitting} />
    </Layout>
  );
}
