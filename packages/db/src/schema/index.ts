/**
 * Row types of the tables the migrations create, one file per area. Kept in step with the migrations by hand,
 * and checked against a freshly migrated database by packages/db/test/schema-matches-database.test.ts.
 */
import type {
  AdminsTable,
  ApiKeysTable,
  LoginCodesTable,
  LoginDevicesTable,
  MembersTable,
  NomineesTable,
  SessionsTable,
} from './accounts';
import type { BuyerAlertCarsTable, BuyerAlertMatchesTable, BuyerAlertsTable } from './alerts';
import type { RemovedStockCarsTable, StockSettingsTable } from './car-pages';
import type {
  CommitteeMembersTable,
  ImagesTable,
  NoticesTable,
  StockCarPicturesTable,
  StockCarsTable,
  UploadsTable,
  UploadUploadersTable,
} from './content';
import type { DocumentsTable, DocumentVersionsTable } from './documents';
import type {
  ElectionCandidatesTable,
  ElectionPostsTable,
  ElectionRecountsTable,
  ElectionSettingsTable,
  ElectionsTable,
  ElectionVotersTable,
} from './elections';
import type { EnquiriesTable } from './enquiries';
import type {
  DepositEntriesTable,
  FinancialEntriesTable,
  FinancialEntryReceiptsTable,
  GatewayPaymentsTable,
  GatewayTokensTable,
  MonthlyBooksTable,
  MonthlyDuesTable,
  MonthlyPaymentReversalsTable,
  MonthlyPaymentsTable,
} from './finance';
import type { AdminLifecycleRequestsTable, GovernanceSettingsTable } from './governance';
import type { HumanProofKeyTable, HumanProofSpentTable } from './human-proof';
import type {
  MeetingAgendaItemsTable,
  MeetingAttendanceTable,
  MeetingEntitlementsTable,
  MeetingResolutionsTable,
  MeetingSettingsTable,
  MeetingsTable,
} from './meetings';
import type {
  AuditLogTable,
  DemoSeedTable,
  NotificationOutboxTable,
  NotificationSettingsTable,
  RateLimitHitsTable,
} from './operations';
import type { GatewayPaymentMonthsTable } from './payments';
import type { DataUpdateRequestsTable, MemberObjectionsTable, PublicComplaintsTable } from './requests';
import type { MemberVerificationTokensTable } from './verification';
import type {
  AppropriationsTable,
  OpeningBalancesTable,
  YearClosingsTable,
  YearEndSettingsTable,
} from './year-end';

export type * from './accounts';
export type * from './alerts';
export type * from './car-pages';
export type * from './content';
export type * from './documents';
export type * from './elections';
export type * from './enquiries';
export type * from './finance';
export type * from './governance';
export type * from './human-proof';
export type * from './meetings';
export type * from './operations';
export type * from './requests';
export type * from './verification';
export type * from './year-end';

export interface Database {
  uploads: UploadsTable;
  upload_uploaders: UploadUploadersTable;
  demo_seed: DemoSeedTable;
  rate_limit_hits: RateLimitHitsTable;
  human_proof_key: HumanProofKeyTable;
  human_proof_spent: HumanProofSpentTable;
  login_devices: LoginDevicesTable;
  login_codes: LoginCodesTable;
  admins: AdminsTable;
  members: MembersTable;
  nominees: NomineesTable;
  committee_members: CommitteeMembersTable;
  notices: NoticesTable;
  stock_cars: StockCarsTable;
  stock_car_pictures: StockCarPicturesTable;
  removed_stock_cars: RemovedStockCarsTable;
  stock_settings: StockSettingsTable;
  service_center_images: ImagesTable;
  gallery_images: ImagesTable;
  deposit_entries: DepositEntriesTable;
  monthly_books: MonthlyBooksTable;
  monthly_dues: MonthlyDuesTable;
  monthly_payments: MonthlyPaymentsTable;
  gateway_payments: GatewayPaymentsTable;
  gateway_payment_months: GatewayPaymentMonthsTable;
  monthly_payment_reversals: MonthlyPaymentReversalsTable;
  gateway_tokens: GatewayTokensTable;
  member_objections: MemberObjectionsTable;
  public_complaints: PublicComplaintsTable;
  data_update_requests: DataUpdateRequestsTable;
  financial_entries: FinancialEntriesTable;
  financial_entry_receipts: FinancialEntryReceiptsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeysTable;
  notification_outbox: NotificationOutboxTable;
  notification_settings: NotificationSettingsTable;
  enquiries: EnquiriesTable;
  meeting_settings: MeetingSettingsTable;
  meetings: MeetingsTable;
  meeting_agenda_items: MeetingAgendaItemsTable;
  meeting_resolutions: MeetingResolutionsTable;
  meeting_attendance: MeetingAttendanceTable;
  meeting_entitlements: MeetingEntitlementsTable;
  buyer_alerts: BuyerAlertsTable;
  buyer_alert_cars: BuyerAlertCarsTable;
  buyer_alert_matches: BuyerAlertMatchesTable;
  documents: DocumentsTable;
  document_versions: DocumentVersionsTable;
  elections: ElectionsTable;
  election_posts: ElectionPostsTable;
  election_candidates: ElectionCandidatesTable;
  election_voters: ElectionVotersTable;
  election_recounts: ElectionRecountsTable;
  election_settings: ElectionSettingsTable;
  member_verification_tokens: MemberVerificationTokensTable;
  year_end_settings: YearEndSettingsTable;
  opening_balances: OpeningBalancesTable;
  year_closings: YearClosingsTable;
  appropriations: AppropriationsTable;
  governance_settings: GovernanceSettingsTable;
  admin_lifecycle_requests: AdminLifecycleRequestsTable;
}
