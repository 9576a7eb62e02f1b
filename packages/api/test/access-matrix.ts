import type { Privilege } from '@samity/domain';

/**
 * Who may call each procedure of the app router: the authorization matrix test calls every procedure as
 * each principal below and expects exactly these to pass authorization (docs/security.md, Authorization).
 * Every procedure needs a row here; adding a procedure without one fails the test. Add your rows.
 */
export type Principal = 'anonymous' | 'memberA' | 'memberB' | Privilege | `key:${Privilege}`;

/**
 * An integrator's API key of each privilege (`Authorization: Bearer` on the REST facade): it passes exactly
 * where an admin of its privilege does, except on credential procedures (people, passwords, keys).
 */
export const PRINCIPALS: readonly Principal[] = [
  'anonymous',
  'memberA',
  'memberB',
  'Full_Access+',
  'Full_Access',
  'Finance_Access',
  'Member_Access',
  'key:Full_Access+',
  'key:Full_Access',
  'key:Finance_Access',
  'key:Member_Access',
];

/**
 * The members the rows name, made by the test (createMember), not taken from the demo seed: member-scoped
 * rows name member A; the admin rows issue a temporary password to a third member.
 */
export const MEMBER_A = '7001';
export const MEMBER_B = '7002';
export const OTHER_MEMBER = '7003';

export const EVERYONE = PRINCIPALS;
/** Any logged-in member acting on their own data. */
export const MEMBERS: readonly Principal[] = ['memberA', 'memberB'];
/** A member-scoped call naming member A: member B is refused (403). */
export const MEMBER_A_ONLY: readonly Principal[] = ['memberA'];
/** Admins of these privileges, in person (session) or through an API key of the same privilege. */
const withKeys = (privileges: readonly Privilege[]): readonly Principal[] => [
  ...privileges,
  ...privileges.map((p) => `key:${p}` as const),
];
export const FULL_PLUS = withKeys(['Full_Access+']);
export const FULL = withKeys(['Full_Access+', 'Full_Access']);
export const FINANCE = withKeys(['Full_Access+', 'Full_Access', 'Finance_Access']);
export const MEMBER_ADMINS = withKeys(['Full_Access+', 'Full_Access', 'Member_Access']);
/** People logged in, never an API key: credential procedures (keys never manage people or keys). */
export const FULL_PLUS_IN_PERSON: readonly Principal[] = ['Full_Access+'];
export const FULL_IN_PERSON: readonly Principal[] = ['Full_Access+', 'Full_Access'];
export const ADMINS_IN_PERSON: readonly Principal[] = [
  'Full_Access+',
  'Full_Access',
  'Finance_Access',
  'Member_Access',
];

/**
 * Path segments that name a credential or a person's access. Every admin procedure with one of them must be
 * a credential procedure (session-only), and no API key may be allowed on any procedure with one: a new
 * procedure in these areas cannot slip through by being built on adminProcedure.
 */
export const CREDENTIAL_SEGMENT =
  /^(admins|memberAccounts|apiKeys?|password|changePassword|resetPassword|temporaryPassword|credentials?|sessions?|privileges?|lifecycle)$/i;

export interface MatrixRow {
  /** The principals that pass authorization; every other one is refused (401 or 403). */
  allowed: readonly Principal[];
  /**
   * An input to call with. Without one the call gets undefined, which is fine for the cells that are refused
   * (authorization runs before input parsing) and counts as allowed when it fails only on validation.
   */
  input?: unknown;
}

export const ACCESS_MATRIX: Record<string, MatrixRow> = {
  // Public pages: anyone.
  'public.members.list': { allowed: EVERYONE, input: { limit: 1 } },
  'public.members.search': { allowed: EVERYONE, input: { search: MEMBER_A } },
  'public.deceasedMembers.list': { allowed: EVERYONE },
  'public.currentCommittee.list': { allowed: EVERYONE },
  'public.foundingCommittee.list': { allowed: EVERYONE },
  'public.previousCommittees.list': { allowed: EVERYONE },
  'public.notices.list': { allowed: EVERYONE },
  'public.documents.list': { allowed: EVERYONE, input: {} },
  'public.documents.get': { allowed: EVERYONE, input: { id: 999_999_999 } },
  'public.stock.list': { allowed: EVERYONE },
  'public.stock.search': { allowed: EVERYONE },
  'public.verification.get': { allowed: EVERYONE, input: { token: 'A'.repeat(43) } },
  // An id that never was a car answers 404 after authorization, so every caller passes.
  'public.carPages.get': { allowed: EVERYONE, input: { id: 999_999_999 } },
  // A number that is no member answers 404 after authorization.
  'public.dealerPages.get': { allowed: EVERYONE, input: { member_no: 'NO-SUCH' } },
  'public.serviceCenters.list': { allowed: EVERYONE },
  'public.gallery.list': { allowed: EVERYONE },
  // The anonymous forms are refused after authorization by their proof (decision 027): nothing written or sent.
  'public.publicComplaints.create': {
    allowed: EVERYONE,
    input: { name: 'Matrix', phone: '01712345678', issue: 'Matrix', proof: 'not-a-proof' },
  },
  'public.proofChallenges.create': { allowed: EVERYONE },
  // Buyers' alerts: refused after authorization (an upside-down price range, a search or token that is not).
  'public.alerts.create': {
    allowed: EVERYONE,
    input: {
      phone: '01712345678',
      language: 'en',
      filters: { price_min: 9, price_max: 1, year_min: 2000, year_max: 2025 },
      proof: 'not-a-proof',
    },
  },
  'public.alerts.confirm': { allowed: EVERYONE, input: { id: 999_999_999, code: '123456' } },
  'public.alerts.stop': { allowed: EVERYONE, input: { token: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  // An enquiry about a car that never was answers 404 after authorization: nothing is written or counted.
  'public.enquiries.create': {
    allowed: EVERYONE,
    input: {
      car_id: 999_999_999,
      name: 'Matrix',
      phone: '01712345678',
      message: 'Matrix',
      proof: 'not-a-proof',
    },
  },

  // Authentication: anyone may try to log in, ask who they are, or log out.
  'auth.admin.login': { allowed: EVERYONE, input: { phone: '01700000000', password: 'not-the-password' } },
  'auth.admin.sendLoginCode': { allowed: EVERYONE, input: { phone: '01700000000' } },
  'auth.admin.autologin': { allowed: EVERYONE },
  'auth.admin.checkRemembered': { allowed: EVERYONE },
  'auth.admin.logout': { allowed: EVERYONE },
  'auth.member.login': { allowed: EVERYONE, input: { member: '9999', password: 'not-the-password' } },
  'auth.member.sendLoginCode': { allowed: EVERYONE, input: { member: '9999' } },
  'auth.member.autologin': { allowed: EVERYONE },
  'auth.member.me': { allowed: EVERYONE },
  'auth.member.logout': { allowed: EVERYONE },

  // Member's own account.
  'member.password.get': { allowed: MEMBER_A_ONLY, input: { member_no: MEMBER_A } },
  'member.password.update': {
    allowed: MEMBER_A_ONLY,
    input: {
      member_no: MEMBER_A,
      current_password: 'wrong-current-password',
      new_password: 'a-new-long-password',
      confirm_new_password: 'a-new-long-password',
    },
  },

  // Member dashboard: calls naming member A refuse member B (403); car ids that do not exist
  // pass authorization for both (404); car isolation is tested in member-stock.test.ts.
  'member.statements.get': { allowed: MEMBER_A_ONLY, input: { member_no: MEMBER_A } },
  'member.verification.get': { allowed: MEMBERS },
  // Online dues with bKash: without a gateway the create is a 503, the others name nothing (404).
  'member.payments.methods': { allowed: MEMBERS },
  'member.payments.bkashCreate': { allowed: MEMBERS, input: { main_id: 999_999_999 } },
  'member.payments.bkashCreateAll': {
    allowed: MEMBERS,
    input: { main_ids: [999_999_999], amount: 100 },
  },
  'member.payments.complete': { allowed: MEMBERS, input: { paymentID: 'TR0011matrix0000000000000' } },
  'member.memberComplaints.summary': { allowed: MEMBER_A_ONLY, input: { member_no: MEMBER_A } },
  'member.memberComplaints.list': { allowed: MEMBER_A_ONLY, input: { member_no: MEMBER_A } },
  'member.memberComplaints.create': {
    allowed: MEMBER_A_ONLY,
    input: { member_no: MEMBER_A, type: 'general objection', objection: 'Matrix objection' },
  },
  'member.stock.list': { allowed: MEMBER_A_ONLY, input: { member_no: MEMBER_A } },
  'member.stock.create': {
    allowed: MEMBER_A_ONLY,
    input: {
      member_no: MEMBER_A,
      brand: 'Toyota',
      model: 'Axio',
      model_year: 2016,
      reg_year: 2017,
      cc: 1500,
      color: 'White',
      mileage: 40000,
      asking_price: 1500000,
      pics: ['/uploads/00000000000000000000000000000000.jpg'],
    },
  },
  'member.stock.update': { allowed: MEMBERS, input: { id: 999_999_999 } },
  'member.stock.delete': { allowed: MEMBERS, input: { id: 999_999_999 } },
  'member.updateRequests.create': {
    allowed: MEMBER_A_ONLY,
    input: { member_no: MEMBER_A, field: 'address', correct_version: 'House 1, Road 2, Dhaka' },
  },
  'member.updateRequests.list': { allowed: MEMBERS },
  'member.nominee.get': { allowed: MEMBER_A_ONLY, input: { member_no: MEMBER_A } },
  'member.nominee.update': {
    allowed: MEMBER_A_ONLY,
    input: {
      member_no: MEMBER_A,
      name: 'Matrix Nominee',
      relation: 'Son',
      nid_bcr: '1990123456789',
      cell_no: '01711000000',
      address: 'Dhaka',
    },
  },
  'member.publicPhone.get': { allowed: MEMBER_A_ONLY, input: { member_no: MEMBER_A } },
  'member.publicPhone.update': {
    allowed: MEMBER_A_ONLY,
    input: { member_no: MEMBER_A, public_phone: '01711000000' },
  },
  'member.expenses.list': { allowed: MEMBERS, input: {} },
  'member.meetings.list': { allowed: MEMBERS, input: {} },
  'member.receipts.list': { allowed: MEMBERS, input: {} },
  'member.documents.list': { allowed: MEMBERS, input: {} },
  'member.documents.get': { allowed: MEMBERS, input: { id: 999_999_999 } },

  // Admin panel: people and their credentials (admins, members' passwords, API keys) are managed by a
  // person logged in, never by an API key (credentialProcedure).
  'admin.admins.list': { allowed: FULL_IN_PERSON },
  'admin.memberAccounts.list': { allowed: FULL_IN_PERSON },
  'admin.admins.create': {
    allowed: FULL_PLUS_IN_PERSON,
    input: { name: 'Matrix Admin', phone: '01999000111', privilege: 'Full_Access' },
  },
  // An id nobody has: past authorization the service answers 404 and writes nothing.
  'admin.admins.disable': { allowed: FULL_PLUS_IN_PERSON, input: { id: 999_999 } },
  'admin.admins.enable': { allowed: FULL_PLUS_IN_PERSON, input: { id: 999_999 } },
  'admin.admins.resetPassword': { allowed: FULL_PLUS_IN_PERSON, input: { id: 999_999 } },
  // A second Full_Access+ admin for what would leave one usable Full_Access+ admin (docs/governance.md).
  'admin.lifecycle.list': { allowed: FULL_PLUS_IN_PERSON },
  'admin.lifecycle.request': { allowed: FULL_PLUS_IN_PERSON, input: { id: 999_999, action: 'disable' } },
  'admin.lifecycle.confirm': { allowed: FULL_PLUS_IN_PERSON, input: { request_id: 999_999 } },
  'admin.lifecycle.cancel': { allowed: FULL_PLUS_IN_PERSON, input: { request_id: 999_999 } },
  'admin.governance.settings': { allowed: FULL_PLUS_IN_PERSON },
  'admin.governance.updateSettings': {
    allowed: FULL_PLUS_IN_PERSON,
    input: { approver_min_age_days: 30 },
  },
  'admin.apiKeys.list': { allowed: FULL_PLUS_IN_PERSON },
  'admin.apiKeys.create': {
    allowed: FULL_PLUS_IN_PERSON,
    input: { name: 'Matrix key', privilege: 'Member_Access' },
  },
  'admin.apiKeys.delete': { allowed: FULL_PLUS_IN_PERSON, input: { id: 999_999 } },
  'admin.memberAccounts.update': { allowed: FULL_IN_PERSON, input: { member_no: OTHER_MEMBER } },
  // The admin's own password: any admin in person (a wrong current password is a 400 past authorization).
  'auth.admin.changePassword': {
    allowed: ADMINS_IN_PERSON,
    input: {
      current_password: 'wrong-current-password',
      new_password: 'a-new-long-password',
      confirm_new_password: 'a-new-long-password',
    },
  },
  // Members, deceased members, data-update requests: Member_Access or higher.
  'admin.members.list': { allowed: MEMBER_ADMINS, input: { limit: 1 } },
  'admin.members.search': { allowed: MEMBER_ADMINS, input: { search: MEMBER_A } },
  'admin.members.get': { allowed: MEMBER_ADMINS, input: { member_no: MEMBER_A } },
  // A person's session only (credentialProcedure): a key never vouches for a member's identity.
  'admin.verification.rotate': {
    allowed: ['Full_Access+', 'Full_Access', 'Member_Access'],
    input: { member_no: OTHER_MEMBER },
  },
  'admin.members.create': {
    allowed: MEMBER_ADMINS,
    input: { member_no: 'MATRIX-1', name: 'Matrix Member', phone: '01711999001' },
  },
  'admin.members.update': {
    allowed: MEMBER_ADMINS,
    input: { member_no: 'NO-SUCH-MEMBER', name: 'Matrix Member', phone: '01711999001' },
  },
  'admin.members.export': { allowed: MEMBER_ADMINS, input: { search: MEMBER_A } },
  'admin.members.import': {
    allowed: MEMBER_ADMINS,
    input: { csv: 'member_no,name,phone\nMATRIX-2,Matrix Import,01711999002', dry_run: true },
  },
  'admin.deceasedMembers.list': { allowed: MEMBER_ADMINS },
  // Without confirm_active an active member is refused (409): the matrix marks nobody deceased.
  'admin.deceasedMembers.create': {
    allowed: MEMBER_ADMINS,
    input: { member_no: OTHER_MEMBER, name: 'Matrix' },
  },
  'admin.updateRequests.list': { allowed: MEMBER_ADMINS, input: {} },
  'admin.updateRequests.solve': { allowed: MEMBER_ADMINS, input: { id: 999_999_999 } },
  'admin.updateRequests.update': { allowed: MEMBER_ADMINS, input: { id: 999_999_999 } },

  // Committees: Full_Access or higher; changing the committee is people-only (never a key).
  'admin.currentCommittee.list': { allowed: FULL },
  'admin.currentCommittee.create': {
    allowed: FULL_IN_PERSON,
    input: { member_no: 'NO-SUCH-MEMBER', title: 'Member', resolution: '1999/1' },
  },
  'admin.currentCommittee.delete': {
    allowed: FULL_IN_PERSON,
    input: { member_no: 'NO-SUCH-MEMBER', resolution: '1999/1' },
  },
  'admin.foundingCommittee.list': { allowed: FULL },
  'admin.previousCommittees.list': { allowed: FULL },
  // A blank term is refused (400) after authorization: the matrix closes no term.
  'admin.previousCommittees.create': { allowed: FULL_IN_PERSON, input: { term: '', resolution: '1999/1' } },

  // Notice board, service centers, gallery, complaint desks: Full_Access or higher. Creates are
  // called with empty fields (400 after authorization) and deletes and solves with a missing id (404), so
  // the matrix writes nothing.
  'admin.documents.list': { allowed: FULL, input: {} },
  'admin.documents.get': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.documents.update': {
    allowed: FULL,
    input: { id: 999_999_999, title: 'x', category: 'bylaws', visibility: 'public' },
  },
  'admin.documents.delete': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.notices.list': { allowed: FULL },
  'admin.notices.create': { allowed: FULL, input: { date: '', caption: '', pic: '' } },
  'admin.notices.delete': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.meetings.list': { allowed: FULL, input: {} },
  'admin.meetings.get': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.meetings.create': { allowed: FULL_IN_PERSON, input: { kind: 'committee' } },
  'admin.meetings.delete': { allowed: FULL_IN_PERSON, input: { id: 999_999_999 } },
  'admin.meetings.publishNotice': { allowed: FULL_IN_PERSON, input: { id: 999_999_999 } },
  'admin.meetings.attendees': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.meetings.setAttendance': {
    allowed: FULL_IN_PERSON,
    input: { id: 999_999_999, member_no: '7001', present: true },
  },
  'admin.meetings.saveMinutes': { allowed: FULL_IN_PERSON, input: { id: 999_999_999, items: [] } },
  'admin.meetings.adopt': { allowed: FULL_IN_PERSON, input: { id: 999_999_999 } },
  'admin.meetings.adjourn': { allowed: FULL_IN_PERSON, input: { id: 999_999_999 } },
  'admin.meetings.settings': { allowed: FULL },
  'admin.meetings.updateSettings': { allowed: FULL_IN_PERSON, input: {} },
  'admin.meetings.register': { allowed: FULL, input: {} },
  'admin.serviceCenters.list': { allowed: FULL },
  'admin.serviceCenters.create': { allowed: FULL, input: { pic: '' } },
  'admin.serviceCenters.delete': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.gallery.list': { allowed: FULL },
  'admin.gallery.create': { allowed: FULL, input: { pics: [] } },
  'admin.gallery.delete': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.memberComplaints.list': { allowed: FULL, input: { status: 'unsolved' } },
  'admin.memberComplaints.summary': { allowed: FULL },
  'admin.memberComplaints.solve': { allowed: FULL, input: { id: 999_999_999, solution: 'Matrix' } },
  'admin.publicComplaints.list': { allowed: FULL, input: { status: 'all' } },
  'admin.publicComplaints.summary': { allowed: FULL },
  'admin.publicComplaints.solve': { allowed: FULL, input: { id: 999_999_999, solution: 'Matrix' } },
  'admin.publicComplaints.sendSolution': { allowed: FULL, input: { id: 999_999_999 } },

  // Notifications: the member's own inbox and settings; the finance desk's dues reminders; the admins' list
  // of deliveries. Writes are called with an input refused after authorization (400) or a missing id (404).
  'member.notifications.list': { allowed: MEMBERS, input: { limit: 1 } },
  'member.notifications.unreadCount': { allowed: MEMBERS },
  'member.notifications.markRead': { allowed: MEMBERS, input: { id: 999_999_999 } },
  'member.notifications.settings.get': { allowed: MEMBERS },
  'member.notifications.settings.update': { allowed: MEMBERS, input: { language: 'xx' } },
  // Enquiries: the dealer's own (the member from the session); the report counts them for Full_Access.
  'member.enquiries.list': { allowed: MEMBERS, input: { limit: 1 } },
  'member.enquiries.unreadCount': { allowed: MEMBERS },
  'member.enquiries.markRead': { allowed: MEMBERS, input: { ids: [999_999_999] } },
  'member.enquiries.answer': { allowed: MEMBERS, input: { id: 999_999_999 } },
  'member.enquiries.export': { allowed: MEMBERS },
  'admin.enquiries.counts': { allowed: FULL, input: { limit: 1 } },
  // Buyers' phones: Full_Access in person only, never an API key (personalDataProcedure).
  'admin.enquiries.list': { allowed: FULL_IN_PERSON, input: { limit: 1 } },
  // The price hint's wait: Full_Access; the write is asked out of bounds (400 after authorization).
  'admin.enquiries.priceHintSettings': { allowed: FULL },
  'admin.enquiries.updatePriceHintSettings': { allowed: FULL, input: { min_listed_days: 31 } },
  'finance.reminders.preview': { allowed: FINANCE, input: { limit: 1 } },
  'finance.reminders.send': { allowed: FINANCE, input: { memberNos: [] } },
  'finance.reminders.setSchedule': { allowed: FINANCE, input: { dayOfMonth: 0 } },
  'admin.notifications.deliveries': { allowed: FULL, input: { limit: 1 } },
  'admin.notifications.retry': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.notifications.smsUsage': { allowed: FULL },
  'admin.notifications.updateSmsSettings': {
    allowed: FULL_PLUS,
    input: { dailyParts: 2000, pricePoisha: 35, enquirySmsPerDealer: 10 },
  },

  // Deposits and monthly contributions: Finance_Access and above. Writes name a missing member or row (404),
  // and the book is asked for with a zero amount (400 after authorization), so the matrix writes nothing.
  'finance.deposits.list': { allowed: FINANCE, input: { search: MEMBER_A } },
  'finance.deposits.entries': { allowed: FINANCE, input: { member_no: MEMBER_A } },
  'finance.deposits.add': {
    allowed: FINANCE,
    input: { member_no: 'NO-SUCH-MEMBER', source: 'Matrix', date: '2025-01-01', method: 'cash', amount: 1 },
  },
  'finance.deposits.reverse': { allowed: FINANCE, input: { id: 999_999_999, reason: 'Matrix' } },
  'finance.deposits.setPayable': {
    allowed: FINANCE,
    input: { member_no: 'NO-SUCH-MEMBER', payable: 0, reason: 'Matrix' },
  },
  'finance.monthly.get': { allowed: FINANCE, input: { month: 'January-2025' } },
  'finance.monthly.list': { allowed: FINANCE, input: { month: 'January-2025', limit: 1 } },
  'finance.monthly.createBook': { allowed: FINANCE, input: { month: 'January-2040', amount: 0 } },
  'finance.monthly.payments': { allowed: FINANCE, input: { mainId: 999_999_999 } },
  'finance.monthly.addPayment': {
    allowed: FINANCE,
    input: { main_id: 999_999_999, date: '2025-01-01', method: 'cash', amount: 1 },
  },
  'finance.monthly.reversePayment': { allowed: FINANCE, input: { id: 999_999_999, reason: 'Matrix' } },
  'finance.monthly.history': { allowed: FINANCE, input: { month: 'January-2025' } },
  'finance.monthly.arrears': { allowed: FINANCE },
  // Income and expenses, the balance check (read only) and the audit trail (Full_Access or higher). The
  // create is called with amount 0 (400 after authorization), the writes on a missing id (404).
  'finance.ledger.list': { allowed: FINANCE, input: {} },
  'finance.ledger.create': {
    allowed: FINANCE,
    input: { type: 'Income', date: '2025-01-01', source: 'Matrix', method: 'cash', amount: 0 },
  },
  'finance.ledger.update': {
    allowed: FINANCE,
    input: { id: 999_999_999, date: '2025-01-01', source: 'Matrix', method: 'cash', amount: 1 },
  },
  'finance.ledger.delete': { allowed: FINANCE, input: { id: 999_999_999 } },
  'finance.ledger.reverse': { allowed: FINANCE, input: { id: 999_999_999, reason: 'Matrix' } },
  'finance.ledger.deleted': { allowed: FINANCE, input: {} },
  'finance.ledger.deleteReceipt': {
    allowed: FINANCE,
    input: { id: 999_999_999, url: '/uploads/matrix.jpg' },
  },
  'finance.ledger.monthly': { allowed: FINANCE, input: { month: 'January-2025' } },
  'finance.balanceCheck.check': { allowed: FINANCE },
  // Gateway payments: the refund names a missing payment (404); reconcile without a gateway checks nothing.
  'finance.payments.list': { allowed: FINANCE, input: {} },
  'finance.yearEnd.settings': { allowed: FINANCE },
  'finance.yearEnd.updateSettings': {
    allowed: FULL,
    input: { first_month: 7, reserve_bp: 1500, development_bp: 300, other_funds_max_bp: 1000 },
  },
  'finance.yearEnd.saveOpening': {
    allowed: FULL,
    input: {
      as_of: '2025-07-02',
      cash: 0,
      bank: 0,
      wallet: 0,
      dues_receivable: 0,
      member_deposits: 0,
      reserve_fund: 0,
      development_fund: 0,
      other_funds: 0,
    },
  },
  'finance.yearEnd.statements': { allowed: FINANCE, input: { year: 2090 } },
  'finance.yearEnd.close': { allowed: FULL_IN_PERSON, input: { year: 2090 } },
  'finance.yearEnd.appropriations': { allowed: FINANCE },
  'finance.yearEnd.propose': { allowed: FULL_IN_PERSON, input: { year: 2090 } },
  'finance.yearEnd.approve': {
    allowed: FULL_IN_PERSON,
    input: { id: 999_999_999, version: 1, resolution: '2090/1' },
  },
  'finance.yearEnd.life': { allowed: FINANCE },
  'finance.yearEnd.audit': {
    allowed: FULL_IN_PERSON,
    input: { year: 2090, completed_on: '2091-08-01', auditor: 'Matrix', report_document_id: 999_999 },
  },
  'finance.yearEnd.adopt': {
    allowed: FULL_IN_PERSON,
    input: { year: 2090, meeting_id: 999_999, resolution: '2091/1' },
  },
  'finance.yearEnd.cashBook': { allowed: FINANCE, input: { from: '2090-07-01', to: '2090-07-31' } },
  'finance.registers.members': { allowed: FINANCE, input: { from: '2090-07-01', to: '2090-07-31' } },
  'finance.registers.deposits': { allowed: FINANCE, input: { from: '2090-07-01', to: '2090-07-31' } },
  'finance.payments.reconcile': { allowed: FINANCE },
  'finance.payments.refund': { allowed: FINANCE, input: { id: 999_999_999, reason: 'Matrix' } },
  'finance.payments.reverse': { allowed: FINANCE, input: { id: 999_999_999, reason: 'Matrix' } },
  'admin.audit.list': { allowed: FULL, input: {} },
  'admin.audit.filters': { allowed: FULL },
  // Elections: the public and members read what is published; admins read with keys, write in person only.
  'public.elections.list': { allowed: EVERYONE, input: {} },
  'member.elections.list': { allowed: MEMBERS, input: {} },
  'member.elections.nominate': { allowed: MEMBERS, input: { id: 999_999_999, post_id: 1 } },
  'member.elections.withdraw': { allowed: MEMBERS, input: { id: 999_999_999 } },
  'admin.elections.list': { allowed: FULL, input: {} },
  'admin.elections.get': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.elections.voters': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.elections.candidates': { allowed: FULL, input: { id: 999_999_999 } },
  'admin.elections.create': { allowed: FULL_IN_PERSON, input: { title: '' } },
  'admin.elections.decide': { allowed: FULL_IN_PERSON, input: { id: 999_999_999, decision: 'approve' } },
  'admin.elections.publishCandidates': { allowed: FULL_IN_PERSON, input: { id: 999_999_999 } },
  'admin.elections.votes': {
    allowed: FULL_IN_PERSON,
    input: { id: 999_999_999, ballots_cast: 1, ballots_spoiled: 0, votes: [{ candidate_id: 1, votes: 1 }] },
  },
  'admin.elections.recount': {
    allowed: FULL_IN_PERSON,
    input: {
      id: 999_999_999,
      reason: 'Recount',
      ballots_cast: 1,
      ballots_spoiled: 0,
      votes: [{ candidate_id: 1, votes: 1 }],
    },
  },
  'admin.elections.settings': { allowed: FULL },
  'admin.elections.updateSettings': { allowed: FULL_IN_PERSON, input: {} },
  'admin.elections.resolveTie': {
    allowed: FULL_IN_PERSON,
    input: { post_id: 999_999_999, winners: [1], resolution: 'Lot' },
  },
  'admin.elections.publishResults': {
    allowed: FULL_IN_PERSON,
    input: { id: 999_999_999, outgoing_term: 'x' },
  },
  'admin.elections.currentTerm': { allowed: FULL },
  'admin.complianceCalendar.get': { allowed: FULL },
  'member.annualAccounts.list': { allowed: MEMBERS, input: {} },
};
