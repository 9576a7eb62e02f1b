/**
 * Every REST call of spec §7, with its method. The contract test checks that each one marked implemented
 * is in the OpenAPI document with this method, and that no documented path contradicts the spec.
 * Path parameters are written the OpenAPI way ({name}).
 */
export const SPEC_PATHS: readonly (readonly [method: string, path: string])[] = [
  // Public
  ['GET', '/members'],
  ['GET', '/members/search'],
  ['GET', '/deceased-members'],
  ['GET', '/committee'],
  ['GET', '/founding-committee'],
  ['GET', '/previous-committees'],
  ['GET', '/notices-front'],
  ['GET', '/stocks'],
  ['GET', '/service-centers'],
  ['GET', '/fetch-gallery'],
  ['POST', '/public-complains-add'],
  // Authentication
  ['GET', '/admin/autologin'],
  ['POST', '/admin/login'],
  ['GET', '/member/autologin'],
  ['POST', '/member/login'],
  ['POST', '/member/logout'],
  ['GET', '/member/me'],
  ['GET', '/check-remembered-admin'],
  // Member dashboard
  ['POST', '/member/dashboard/debt-summary'],
  ['POST', '/member/dashboard/complains'],
  ['GET', '/allobjections/{member_no}'],
  ['POST', '/objections'],
  ['GET', '/stock'],
  ['POST', '/stock-upload'],
  ['DELETE', '/stock-delete/{id}'],
  ['POST', '/member-dashboard/request-update'],
  ['POST', '/member/fetch-nominee'],
  ['POST', '/member/save-nominee'],
  ['GET', '/check-default-password/{member_no}'],
  ['POST', '/change-password'],
  ['POST', '/monthly-payment-complete'],
  // Admin: members and committees
  ['GET', '/active-members-admin'],
  ['GET', '/active-members-admin-search'],
  ['POST', '/active-members-add'],
  ['GET', '/members-update/{member_no}'],
  ['PUT', '/members-update-done/{member_no}'],
  ['GET', '/data-updates'],
  ['POST', '/data-updates/solve'],
  ['GET', '/deceased-members-admin'],
  ['POST', '/deceased-members-add'],
  ['GET', '/committee-members-admin'],
  ['POST', '/committee'],
  ['DELETE', '/committee/{member_no}'],
  ['GET', '/founding-committee-admin'],
  ['GET', '/previous-committee-admin'],
  ['GET', '/members-admin'],
  ['GET', '/admins'],
  ['POST', '/admins'],
  // Admin: notices, service centers, gallery
  ['GET', '/notices'],
  ['DELETE', '/notices/{id}'],
  ['POST', '/publish-notice'],
  ['GET', '/service-centers/all'],
  ['POST', '/service-centers'],
  ['DELETE', '/service-centers/{id}'],
  ['GET', '/gallery'],
  ['POST', '/gallery'],
  ['DELETE', '/gallery/{id}'],
  // Admin: complaints
  ['GET', '/member-objection-fetch-admin'],
  ['POST', '/member-objection-solve/{id}'],
  ['GET', '/complains-fetch'],
  ['POST', '/public-complain-solve/{id}'],
  // Admin: finance
  ['GET', '/financials'],
  ['GET', '/financial-debts/{member_no}'],
  ['POST', '/financial-debts'],
  ['GET', '/monthly-contributions'],
  ['POST', '/monthly-contributions/create-book'],
  ['GET', '/monthly-payment/{mainId}'],
  ['POST', '/monthly-payment'],
  ['GET', '/financial-expenses'],
  ['POST', '/financial-expenses'],
  ['PUT', '/financial-expenses/{id}'],
  ['DELETE', '/financial-expenses/{id}'],
  ['GET', '/financial-expenses/deleted'],
  ['POST', '/delete-receipt-image'],
  ['GET', '/update-member-balances'],
];

/**
 * Paths that must be implemented by now; each issue that lands calls adds its paths here, so a call that
 * disappears from the document (renamed path, lost meta) fails the contract test.
 */
export const IMPLEMENTED: readonly string[] = ['GET /members', 'GET /members/search'];
