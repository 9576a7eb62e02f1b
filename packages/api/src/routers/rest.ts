import type { OpenApiMeta } from 'trpc-to-openapi';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The tag groups the REST reference by tier; public and auth operations need no session to be called. */
type Tag = 'public' | 'auth' | 'member' | 'admin' | 'finance';

/**
 * The REST face of a procedure, written the same way everywhere:
 * `.meta(rest('admin', 'GET', '/admins', 'All admins'))`. The path is the one integrators call under /api.
 */
export function rest(
  tag: Tag,
  method: Method,
  path: `/${string}`,
  summary: string,
  description?: string,
): OpenApiMeta {
  return {
    openapi: {
      method,
      path,
      tags: [tag],
      summary,
      ...(description ? { description } : {}),
      ...(tag === 'public' || tag === 'auth' ? { protect: false } : {}),
    },
  };
}
