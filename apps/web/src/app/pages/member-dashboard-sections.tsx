import { loadNamespaces } from '../../i18n';
import { onDemand } from '../on-demand';

/** A section's code with its own texts (the tabs' names are in the member namespace, loaded with the layout). */
const withTexts = <M,>(code: Promise<M>, namespace: Parameters<typeof loadNamespaces>[0]) =>
  Promise.all([code, loadNamespaces(namespace)]).then(([m]) => m);

/**
 * The dashboard's sections other than the dues, each fetched when its tab first opens: the dues are what a
 * member comes for, and on a phone over a slow network the other sections' code (forms with their schemas,
 * image pickers, tables) would otherwise come before them. Once the dues are shown the rest is fetched in
 * the background (preloadDashboardSections), so a tab opens at once.
 */
export const MemberStatementsSection = onDemand(
  () => import('./member-statements-section'),
  (m) => m.MemberStatementsSection,
);
export const ComplaintsSection = onDemand(
  () => import('../../features/member/member-complaints/complaints-section'),
  (m) => m.ComplaintsSection,
);
export const StockSection = onDemand(
  () => import('../../features/member/stock/stock-section'),
  (m) => m.StockSection,
);
export const EnquiriesSection = onDemand(
  () => withTexts(import('../../features/member/enquiries/enquiries-section'), 'enquiries'),
  (m) => m.EnquiriesSection,
);
export const ExpensesSection = onDemand(
  () => import('../../features/member/expenses/expenses-section'),
  (m) => m.ExpensesSection,
);
export const ElectionsSection = onDemand(
  () => withTexts(import('../../features/member/elections/elections-section'), 'elections'),
  (m) => m.ElectionsSection,
);
export const DocumentsSection = onDemand(
  () => withTexts(import('../../features/member/documents/documents-section'), 'documents'),
  (m) => m.DocumentsSection,
);
export const MeetingsSection = onDemand(
  () => withTexts(import('../../features/member/meetings/meetings-section'), 'governance'),
  (m) => m.MeetingsSection,
);
export const AnnualAccountsSection = onDemand(
  () => withTexts(import('../../features/member/annual-accounts/annual-accounts-section'), 'yearend'),
  (m) => m.AnnualAccountsSection,
);
export const MessageSettingsSection = onDemand(
  () => import('../../features/member/notifications/message-settings-section'),
  (m) => m.MessageSettingsSection,
);
export const MemberProfileSection = onDemand(
  () => import('./member-profile-section'),
  (m) => m.MemberProfileSection,
);
export const NomineeSection = onDemand(
  () => import('../../features/member/nominee/nominee-section'),
  (m) => m.NomineeSection,
);
export const ChangePasswordForm = onDemand(
  () => import('../../features/member/password/change-password-form'),
  (m) => m.ChangePasswordForm,
);

const SECTIONS = [
  MemberStatementsSection,
  ComplaintsSection,
  StockSection,
  EnquiriesSection,
  ExpensesSection,
  ElectionsSection,
  DocumentsSection,
  MeetingsSection,
  AnnualAccountsSection,
  MessageSettingsSection,
  MemberProfileSection,
  NomineeSection,
  ChangePasswordForm,
];

/** Fetches every section's code, one after another so they do not crowd a slow connection. */
export async function preloadDashboardSections(): Promise<void> {
  for (const section of SECTIONS) await section.preload().catch(() => undefined);
}
