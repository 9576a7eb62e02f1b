import type { PublicReadTable } from '@samity/db';
import type { AdminArea } from '@samity/domain';
import { AppError } from '@samity/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { Context } from './context';
import { errorAnswer } from './routes/error-body';

/** Who may call a procedure; set by the tier's base procedure (procedures.ts), read by the matrix test. */
export type ProcedureAccess =
  | { tier: 'public' }
  | { tier: 'member' }
  | { tier: 'admin'; area: AdminArea; sessionOnly?: undefined; credentials?: undefined }
  /**
   * Personal data of people who are not members (personalDataProcedure: buyers' names and phones): read by an
   * admin in person only; an API key is refused with 403 before anything is read.
   */
  | { tier: 'admin'; area: AdminArea; sessionOnly: true; credentials?: undefined }
  /**
   * A credential procedure (credentialProcedure): it creates, changes or ends a credential or a person's
   * access (admins, members' passwords, API keys, an admin's own password). Always session-only: an API key
   * is refused with 403 and nothing is written. area null: any logged-in admin, on their own account.
   */
  | { tier: 'admin'; area: AdminArea | null; sessionOnly: true; credentials: true };

/**
 * What a procedure declares about itself besides its REST face: who may call it (set by its tier's base
 * procedure), the tables a cached public list reads, and `peopleOnly`: an irreversible act that only an admin in
 * person may do, never an API key (procedures.ts `peopleOnly(...)`; the gate refuses a key and the OpenAPI
 * document says so on the operation).
 */
export type ProcedureMeta = {
  access?: ProcedureAccess;
  reads?: readonly PublicReadTable[];
  /** The irreversible act, in a few words ("closing a financial year"), as the OpenAPI description names it. */
  peopleOnly?: string;
};

/**
 * The error formatter decides what a client may learn from a failure: the one error body (routes/error-body.ts)
 * that REST, the hand-written routes and the server's own refusals answer too: a clear message for bad input
 * (with per-field messages), the code, the message key of a service's refusal (AppError), the request's id
 * and nothing else. Internal errors (database messages, stack traces) are replaced by a generic message; the
 * server log keeps the details. The top-level `code` stays tRPC's JSON-RPC number, which its client reads.
 */
export const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta<ProcedureMeta>>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const { body } = errorAnswer(error, { requestId: ctx?.request.id, path: shape.data.path });
      return { ...body, code: shape.code };
    },
  });

/**
 * The one place where a service's AppError becomes a transport error: its code is a tRPC code of the same
 * name, so tRPC and the REST facade (which reads the TRPCError's code) answer the same HTTP status. The
 * AppError stays the cause, for the formatter to read its key.
 */
function toTrpcError(error: AppError): TRPCError {
  return new TRPCError({ code: error.code, message: error.message, cause: error });
}

/** Every procedure starts with this middleware (procedures.ts), so AppErrors thrown below it are mapped. */
export const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTrpcError(result.error.cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
