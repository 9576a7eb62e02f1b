export {
  codeOfStatus,
  type ErrorAnswer,
  type ErrorBody,
  errorAnswer,
  readableZodMessage,
} from './error-body';
export {
  type AdminRouteContext,
  type MemberRouteContext,
  requireAdminArea,
  requireMember,
  requireSignedIn,
  routeInput,
} from './route-access';
