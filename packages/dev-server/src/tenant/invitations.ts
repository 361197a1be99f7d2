/**
 * Invitations to an organization (`organization-invitations.json`), found by the ticket of
 * their URL and by organization.
 */
import type { Collection, Store } from '../store/store.js';

/** An invitation to an organization (`/organizations/{id}/invitations`), the API's shape. */
export interface InvitationRecord {
  id: string;
  organization_id: string;
  inviter: { name: string };
  invitee: { email: string };
  client_id: string;
  connection_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  roles?: string[];
  /** The `invitation` parameter of the invitation URL. */
  ticket_id: string;
  invitation_url: string;
  created_at: string;
  expires_at: string;
}

export const INVITATIONS_COLLECTION = 'organization-invitations';

export const invitations = (store: Store): Collection<InvitationRecord> =>
  store.collection(INVITATIONS_COLLECTION);

/** Invitations by the `invitation` ticket of their URL, and by organization. */
export const invitationsByTicket = (store: Store) =>
  invitations(store).index('ticket', (i) => i.ticket_id);

export const invitationsByOrganization = (store: Store) =>
  invitations(store).index('organization', (i) => i.organization_id);
