export {
  type Context,
  type ContextDeps,
  createContext,
  type Logger,
  type RequestInfo,
  SESSION_COOKIE_NAMES,
  type SessionCookieJar,
  type SessionKind,
} from './context';
export { buildOpenApiDocument } from './openapi';
export { type AppRouter, appRouter } from './root';
export { AdminsExistError, createFirstAdmin } from './services/admins/first-admin.service';
export { SESSION_POLICY } from './services/auth/session-policy';
export { createCallerFactory } from './trpc';
