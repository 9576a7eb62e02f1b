/**
 * Row types of the tables the migrations create, one file per area. Kept in step with the migrations by hand,
 * and checked against a freshly migrated database by packages/db/test/schema-matches-database.test.ts.
 */
import type {
  AdminsTable,
  ApiKeysTable,
  LoginDevicesTable,
  MembersTable,
  NomineesTable,
  SessionsTable,
} from './accounts';
import type {
  CommitteeMembersTable,
  ImagesTable,
  NoticesTable,
  StockCarPicturesTable,
  StockCarsTable,
  UploadsTable,
  UploadUploadersTable,
} from './content';
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
import type {
  AuditLogTable,
  DemoSeedTable,
  NotificationOutboxTable,
  NotificationSettingsTable,
  RateLimitHitsTable,
} from './operations';
import type { GatewayPaymentMonthsTable } from './payments';
import type {
  MeetingAgendaItemsTable,
  MeetingAttendanceTable,
  MeetingResolutionsTable,
  MeetingSettingsTable,
  MeetingsTable,
} from './meetings';
import type { DataUpdateRequestsTable, MemberObjectionsTable, PublicComplaintsTable } from './requests';
import type { MemberVerificationTokensTable } from './verification';

export type * from './accounts';
export type * from './content';
export type * from './finance';
export type * from './meetings';
export type * from './operations';
export type * from './requests';
export type * from './verification';

export interface Database {
  uploads: UploadsTable;
  upload_uploaders: UploadUploadersTable;
  demo_seed: DemoSeedTable;
  rate_limit_hits: RateLimitHitsTable;
  login_devices: LoginDevicesTable;
  admins: AdminsTable;
  members: MembersTable;
  nominees: NomineesTable;
  committee_members: CommitteeMembersTable;
  notices: NoticesTable;
  stock_cars: StockCarsTable;
  stock_car_pictures: StockCarPicturesTable;
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
  member_verification_tokens: MemberVerificationTokensTable;
  meeting_settings: MeetingSettingsTable;
  meetings: MeetingsTable;
  meeting_agenda_items: MeetingAgendaItemsTable;
  meeting_resolutions: MeetingResolutionsTable;
  meeting_attendance: MeetingAttendanceTable;
}
