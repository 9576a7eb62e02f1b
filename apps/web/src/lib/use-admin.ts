import type { Privilege } from '@samity/domain';
import { useOutletContext } from 'react-router';

interface AdminIdentity {
  id: number;
  name: string;
  pic: string | null;
  privilege: Privilege;
}

/** The logged-in admin, handed down by the admin layout after its check. */
export function useAdmin(): AdminIdentity {
  return useOutletContext<{ admin: AdminIdentity }>().admin;
}
