import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trpc } from './trpc';

/** Logout ends the session on the server, forgets every cached answer and returns home. */
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
        // Leave the area before forgetting the answers: the home page's code may still be loading, and a
        // cleared cache under the area's layout would make its guard send the visitor to the login page.
        await navigate('/', { replace: true });
        queryClient.clear();
      }
    },
  };
}
