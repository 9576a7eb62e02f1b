import { useEffect, useState } from 'react';
import { SECTION_IDS } from '../../components/dashboard-section';
import { DashboardHeader } from '../../features/member/dashboard/dashboard-header';
import { PaymentResult } from '../../features/member/dues/payment-result';
import { useEnquiriesTabLabel } from '../../features/member/enquiries/use-enquiries-tab-label';
import { NotificationsBell } from '../../features/member/notifications/notifications-bell';
import { useTranslation } from '../../i18n/use-translation';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../lib/use-format';
import { useMember } from '../../lib/use-member';
import { usePageTitle } from '../../lib/use-page-title';
import {
  AnnualAccountsSection,
  ChangePasswordForm,
  ComplaintsSection,
  DocumentsSection,
  ElectionsSection,
  EnquiriesSection,
  ExpensesSection,
  MeetingsSection,
  MemberProfileSection,
  MemberStatementsSection,
  MessageSettingsSection,
  NomineeSection,
  preloadDashboardSections,
  StockSection,
} from './member-dashboard-sections';
import { type DashboardTab, DashboardTabs } from './member-dashboard-tabs';
import { MemberDuesSection } from './member-dues-section';

/**
 * /MemberDashboard. While the password is still the initial one the server refuses every other member
 * call, so the page shows only the change-password form; once it is changed, the sections as tabs, the
 * dues (with the unread messages) open on arrival.
 */
export function MemberDashboardPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('memberArea.dashboardTitle'));
  const member = useMember();
  const { digits } = useFormat();
  const utils = trpc.useUtils();
  // Read from the session check the layout already made (auth.member.me), so the dues are asked for at once
  // rather than after a second round trip to ask about the password.
  const gated = member.password_is_initial;
  // The unread count is a member call: asked only once the password is the member's own.
  const enquiriesLabel = useEnquiriesTabLabel(!gated);
  // Once asked for, the password form stays above the tabs after the change, with its confirmation.
  const [askedForPassword] = useState(gated);
  // The other tabs' code is kept out of the first load; fetch it in the background once the dues have had a
  // slow connection to themselves for a moment, so a tab then opens at once.
  useEffect(() => {
    if (gated) return;
    const timer = setTimeout(() => void preloadDashboardSections(), 2000);
    return () => clearTimeout(timer);
  }, [gated]);

  const passwordForm = (
    <section className="dash-password" aria-label={t('memberArea.changePasswordTitle')}>
      <ChangePasswordForm
        memberNo={member.member_no}
        onChanged={() => void utils.auth.member.me.invalidate()}
      />
    </section>
  );
  const tabs: DashboardTab[] = [
    // The four a dealer uses most stay in the row on a phone (their dues, statements, cars and buyers'
    // messages, whose tab counts the unread ones); the others are listed under More there.
    {
      id: SECTION_IDS.dues,
      label: t('dashboard.nav.dues'),
      render: () => <MemberDuesSection />,
    },
    {
      id: SECTION_IDS.statements,
      label: t('dashboard.nav.statements'),
      render: () => <MemberStatementsSection />,
    },
    { id: SECTION_IDS.complaints, label: t('dashboard.nav.complaints'), render: () => <ComplaintsSection /> },
    { id: SECTION_IDS.stock, label: t('dashboard.nav.stock'), render: () => <StockSection /> },
    { id: SECTION_IDS.enquiries, label: enquiriesLabel, render: () => <EnquiriesSection /> },
    { id: SECTION_IDS.expenses, label: t('dashboard.nav.expenses'), render: () => <ExpensesSection /> },
    { id: SECTION_IDS.documents, label: t('dashboard.nav.documents'), render: () => <DocumentsSection /> },
    {
      id: SECTION_IDS.elections,
      label: t('dashboard.nav.elections'),
      render: () => <ElectionsSection />,
    },
    {
      id: SECTION_IDS.meetings,
      label: t('dashboard.nav.meetings'),
      render: () => <MeetingsSection />,
    },
    {
      id: SECTION_IDS.annualAccounts,
      label: t('dashboard.nav.annualAccounts'),
      render: () => <AnnualAccountsSection />,
    },
    {
      id: SECTION_IDS.messages,
      label: t('dashboard.nav.messages'),
      render: () => <MessageSettingsSection />,
    },
    {
      id: SECTION_IDS.profile,
      label: t('dashboard.nav.profile'),
      render: () => <MemberProfileSection member={member} />,
    },
    { id: SECTION_IDS.nominee, label: t('dashboard.nav.nominee'), render: () => <NomineeSection /> },
    { id: SECTION_IDS.password, label: t('dashboard.nav.password'), render: () => passwordForm },
  ];

  return (
    <>
      <DashboardHeader sections={!gated} bell={<NotificationsBell />} />
      <main id="main" tabIndex={-1} className="page dash-page">
        <h1>{t('memberArea.dashboardTitle')}</h1>
        <p className="dash-welcome">
          <strong>{t('memberArea.welcome', { name: member.name })}</strong>
          <br />
          {t('memberArea.memberNo', { memberNo: digits(member.member_no) })}
        </p>
        <PaymentResult />
        {gated && (
          <div className="error-box" role="alert">
            <p>
              <strong>{t('memberArea.defaultPasswordTitle')}</strong>
            </p>
            <p>{t('memberArea.defaultPasswordText')}</p>
          </div>
        )}
        {(gated || askedForPassword) && passwordForm}
        {!gated && <DashboardTabs tabs={tabs} />}
      </main>
    </>
  );
}
