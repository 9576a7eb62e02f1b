import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from './navigation';
import { trpc } from './trpc';

/**
 * The cache to forget once the visitor is home after a logout. Forgetting it while still inside the area
 * would make the area's guard, still on screen while the home page's code arrives (the navigation is a
 * transition), find no session and send the visitor to the login page instead.
 */
let forgetWhenHome: QueryClient | null = null;

/** Logout ends the session on the server, returns home and there forgets every cached answer. */
export function useLogout(kind: 'member' | 'admin') {
  const member = trpc.auth.member.logout.useMutation();
  const admin = trpc.auth.admin.logout.useMutation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = kind === 'member' ? member : admin;
  return {
    pending: mutation.isPending,
    async logout() {
      try {
        await mutation.mutateAsync();
      } finally {
        forgetWhenHome = queryClient;
        void navigate('/', { replace: true });
      }
    },
  };
}

/** In the public layout: the first public page after a logout forgets the logged-in answers. */
export function useForgetAfterLogout() {
  useEffect(() => {
    if (!forgetWhenHome) return;
    forgetWhenHome.clear();
    forgetWhenHome = null;
  }, []);
}
