import type { Privilege } from '@samity/domain';
import { createContext, useContext } from 'react';

export interface AdminIdentity {
  id: number;
  name: string;
  pic: string | null;
  privilege: Privilege;
}

/** Provided by the admin layout around the page, after its check. */
export const AdminContext = createContext<AdminIdentity | null>(null);

/** The logged-in admin, handed down by the admin layout after its check. */
export function useAdmin(): AdminIdentity {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin: only inside the admin layout');
  return admin;
}
