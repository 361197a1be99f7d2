/**
 * An organization member's roles (`/organizations/{id}/members/{user_id}/roles`): the paged list,
 * assign one of the tenant's roles, remove one (held-roles.tsx). Reached from the
 * organization's Members tab.
 */
import { useEffect, useState } from 'react';
import { api, enc } from './api.js';
import { HeldRoles } from './held-roles.js';
import type { Organization } from './organizations.js';
import { Link } from './ui.js';

export function MemberRoles({ org, userId }: { org: Organization; userId: string }) {
  const [label, setLabel] = useState(userId);
  useEffect(() => {
    void api<{ email?: string }>('GET', `/users/${enc(userId)}`).then((u) =>
      setLabel(u.email ?? userId),
    );
  }, [userId]);
  const orgName = org.display_name ?? org.name;
  return (
    <>
      <p>
        <Link to={`/dashboard/organizations/${enc(org.id)}/members`}>Members</Link> ›
      </p>
      <h2>Roles of {label}</h2>
      <HeldRoles
        base={`/organizations/${enc(org.id)}/members/${enc(userId)}/roles`}
        caption={`Roles in ${orgName}`}
        none={`No role in ${orgName}.`}
      />
    </>
  );
}
