export { codeOfStatus, type ErrorAnswer, type ErrorBody, errorAnswer, readableZodMessage } from './error-body';
export {
  type AdminRouteContext,
  type MemberRouteContext,
  requireAdminArea,
  requireMember,
  routeInput,
} from './route-access';
