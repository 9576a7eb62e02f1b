import { Router } from 'wouter';
import { exactPath } from '../lib/exact-path';
import { AddressProvider, useTransitionLocation } from '../lib/navigation';
import { AppRoutes } from './routes';

/**
 * wouter with two choices of our own: the address changes inside a transition (lib/navigation.tsx), and
 * paths match in their own case only (lib/exact-path.ts).
 */
export function AppRouter() {
  return (
    <AddressProvider>
      <Router hook={useTransitionLocation} parser={exactPath}>
        <AppRoutes />
      </Router>
    </AddressProvider>
  );
}
