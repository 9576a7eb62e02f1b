export type { Context, Logger, RequestInfo } from './context';
export { buildOpenApiDocument } from './openapi';
export { type AppRouter, appRouter } from './root';
export { createCallerFactory } from './trpc';
