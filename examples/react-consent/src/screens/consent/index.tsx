import { useConsent } from '@screenkit/react';
import { ConsentActions, ScopeList } from '../consent-parts.js';
import { Layout } from '../layout.js';

export function ConsentScreen() {
  const { scopes, accept, deny, isSubmitting } = useConsent();
  return (
    <Layout fallbackTitle="Authorize the application">
      <ScopeList scopes={scopes} />
      <ConsentActions accept={accept} deny={deny} isSubmitting={isSubmitting} />
    </Layout>
  );
}
