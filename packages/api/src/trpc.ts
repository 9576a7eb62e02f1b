import type { AdminArea } from '@samity/domain';
import { GENERIC_ERROR_MESSAGE } from '@samity/domain';
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, z } from 'zod';
import type { Context } from './context';

/** Who may call a procedure; set by the tier's base procedure (procedures.ts), read by the matrix test. */
export type ProcedureAccess = { tier: 'public' } | { tier: 'member' } | { tier: 'admin'; area: AdminArea };

/**
 * The error formatter decides what a client may learn from a failure: a clear message for bad input
 * (with per-field messages), the code, and nothing else. Internal errors (database messages, stack traces)
 * are replaced by a generic message; the server log keeps the details.
 */
export const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta<{ access?: ProcedureAccess }>>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        message: internal ? GENERIC_ERROR_MESSAGE : zodError ? readableZodMessage(zodError) : shape.message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : undefined,
        },
      };
    },
  });

function readableZodMessage(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
