import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './2026-11-22T0000-initial-schema';
import * as rateLimitHits from './2026-11-22T0010-rate-limit-hits';
import * as uploads from './2026-11-22T0300-uploads';
import * as memberStockPictures from './2026-11-23T1000-member-stock-pictures';
import * as monthlyPaymentReceipts from './2026-11-23T1500-monthly-payment-receipts';
import * as bkashGateway from './2026-11-23T1600-bkash-gateway';
import * as publicReadChangeFeed from './2026-11-25T0130-public-read-change-feed';
import * as notifications from './2026-11-25T0300-notifications';
import * as apiKeys from './2026-11-25T0400-api-keys';
import * as adminCredentialLifecycle from './2026-11-26T0100-admin-credential-lifecycle';
import * as loginDevices from './2026-11-26T0300-login-devices';
import * as uploadUploaders from './2026-11-26T0500-upload-uploaders';
import * as demoSandbox from './2026-11-26T0600-demo-sandbox';
import * as gatewayPaymentMonths from './2026-11-26T0700-gateway-payment-months';
import * as carPages from './2026-11-26T0800-car-pages';
import * as enquiries from './2026-11-26T0810-enquiries';
import * as memberVerification from './2026-11-26T0820-member-verification';
import * as buyerAlerts from './2026-11-26T0830-buyer-alerts';
import * as meetings from './2026-11-26T0840-meetings';
import * as elections from './2026-11-26T0850-elections';
import * as documents from './2026-11-26T0855-documents';
import * as yearEnd from './2026-11-26T0900-year-end';
import * as noticeCaptionEn from './2026-11-26T1000-notice-caption-en';
import * as smsBudget from './2026-11-29T0100-sms-budget';
import * as humanProof from './2026-11-29T0200-human-proof';
import * as loginCodes from './2026-11-29T0300-login-codes';
import * as meetingQuorumRecord from './2026-11-29T0600-meeting-quorum-record';
import * as twoPersonRule from './2026-11-29T0700-two-person-rule';
import * as electionRules from './2026-11-29T0800-election-rules';
import * as reversingEntries from './2026-11-30T0100-reversing-entries';
import * as yearLife from './2026-11-30T0200-year-life';
import * as publicPhone from './2026-11-30T0600-public-phone';
import * as stockSettings from './2026-11-30T1100-stock-settings';

/** Listed explicitly (not read from disk) so the bundled server carries its migrations. Append only. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0000-initial-schema': initialSchema,
  '2026-11-22T0010-rate-limit-hits': rateLimitHits,
  '2026-11-22T0300-uploads': uploads,
  '2026-11-23T1000-member-stock-pictures': memberStockPictures,
  '2026-11-23T1500-monthly-payment-receipts': monthlyPaymentReceipts,
  '2026-11-23T1600-bkash-gateway': bkashGateway,
  '2026-11-25T0130-public-read-change-feed': publicReadChangeFeed,
  '2026-11-25T0300-notifications': notifications,
  '2026-11-25T0400-api-keys': apiKeys,
  '2026-11-26T0100-admin-credential-lifecycle': adminCredentialLifecycle,
  '2026-11-26T0300-login-devices': loginDevices,
  '2026-11-26T0500-upload-uploaders': uploadUploaders,
  '2026-11-26T0600-demo-sandbox': demoSandbox,
  '2026-11-26T0700-gateway-payment-months': gatewayPaymentMonths,
  '2026-11-26T0810-enquiries': enquiries,
  '2026-11-26T0840-meetings': meetings,
  '2026-11-26T0850-elections': elections,
  '2026-11-26T0855-documents': documents,
  '2026-11-26T0820-member-verification': memberVerification,
  '2026-11-26T0800-car-pages': carPages,
  '2026-11-26T0830-buyer-alerts': buyerAlerts,
  '2026-11-26T0900-year-end': yearEnd,
  '2026-11-26T1000-notice-caption-en': noticeCaptionEn,
  '2026-11-29T0100-sms-budget': smsBudget,
  '2026-11-29T0200-human-proof': humanProof,
  '2026-11-29T0300-login-codes': loginCodes,
  '2026-11-29T0600-meeting-quorum-record': meetingQuorumRecord,
  '2026-11-29T0700-two-person-rule': twoPersonRule,
  '2026-11-29T0800-election-rules': electionRules,
  '2026-11-30T0100-reversing-entries': reversingEntries,
  '2026-11-30T0200-year-life': yearLife,
  '2026-11-30T0600-public-phone': publicPhone,
  '2026-11-30T1100-stock-settings': stockSettings,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
