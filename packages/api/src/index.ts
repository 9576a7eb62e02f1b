export { type Context, type ContextDeps, createContext } from './context';
export { acceptsApiKey, listProcedures, type ProcedureInfo, restOpenApiDocument } from './openapi';
export {
  createPublicReadCache,
  DEFAULT_PUBLIC_READ_CACHE_BYTES,
  type PublicReadCache,
} from './read-cache/public-read-cache';
export { canonicalPublicInput, publicInputSchemaOf } from './read-cache/public-read-keys';
export { type AppRouter, appRouter } from './root';
export {
  type AdminRouteContext,
  codeOfStatus,
  type ErrorAnswer,
  type ErrorBody,
  errorAnswer,
  type MemberRouteContext,
  requireAdminArea,
  requireMember,
  requireSignedIn,
  routeInput,
} from './routes';
export { AdminsExistError, createFirstAdmin } from './services/admins/first-admin.service';
export type { RateLimitState } from './services/api-keys/api-key-calls.service';
export {
  COOKIE_NAMES,
  type CookieKind,
  cookieNameOf,
  HOST_COOKIE_PREFIX,
  SESSION_COOKIE_NAME_VARIANTS,
  SESSION_COOKIE_NAMES,
  type SessionCookieJar,
  type SessionKind,
} from './services/auth/session-cookies';
export { SESSION_POLICY } from './services/auth/session-policy';
export { carPage, SITEMAP_MAX_CARS, sitemapCars } from './services/car-pages/car-pages.service';
export {
  dealerPage,
  SITEMAP_MAX_DEALERS,
  sitemapDealers,
} from './services/dealer-pages/dealer-pages.service';
export { newDocumentKey, relocateDocumentFiles } from './services/documents/document-files';
export { readableVersion } from './services/documents/documents.service';
export {
  addDocumentVersion,
  createDocument,
  tooLarge as documentTooLarge,
} from './services/documents/documents-admin.service';
export { voterListFile } from './services/elections/elections-admin.service';
export { pruneSpentHumanProofs } from './services/human-proof/human-proof.service';
export {
  adminMinutes,
  listRegister,
  memberMinutes,
} from './services/meetings/meetings.service';
export { assertPasswordNotInitial } from './services/members/initial-password-gate';
export { monthlyContributions } from './services/monthly/monthly.service';
export { PDF_IN_FLIGHT, takePdfSlot } from './services/pdf-slots/pdf-slots.service';
export { pruneRateLimitHits } from './services/rate-limit/rate-limit.service';
export { paymentReceipt, type ReceiptDocument } from './services/receipts/receipts.service';
export { debtSummary } from './services/statements/statements.service';
export {
  ownVerificationRow,
  verificationPath,
  verifyMember,
} from './services/verification/verification.service';
export { closedYearStatements } from './services/year-end/annual-accounts.service';
export {
  cashBook,
  depositRegister,
  memberRegister,
} from './services/year-end/registers.service';
export { yearStatements } from './services/year-end/year-end.service';
export { recordYearEndPack } from './services/year-end/year-end-pack.service';
export { storeMissingStatements } from './services/year-end/year-life.service';
