import {
  type DebtSummary,
  formatMonthLabel,
  formatTaka,
  type Lang,
  localizeDigits,
  type MemberSelf,
} from '@samity/domain';
import { escapeHtml, languageButtons, type SignedInTexts, translator } from './texts';

/** What the dashboard's first screen shows, as the procedures answered it for the session's member. */
export interface DashboardData {
  member: MemberSelf;
  debts: DebtSummary;
  unreadMessages: number;
  unreadEnquiries: number;
}

/**
 * The dashboard's sections in the order of its tabs, as apps/web/src/app/pages/member-dashboard-page.tsx lists
 * them (ids from components/dashboard-section.tsx).
 */
const TABS: readonly { id: string; label: string }[] = [
  { id: 'dues', label: 'dues' },
  { id: 'statements', label: 'statements' },
  { id: 'complaints', label: 'complaints' },
  { id: 'stock', label: 'stock' },
  { id: 'enquiries', label: 'enquiries' },
  { id: 'expenses', label: 'expenses' },
  { id: 'documents', label: 'documents' },
  { id: 'elections', label: 'elections' },
  { id: 'meetings', label: 'meetings' },
  { id: 'annual-accounts', label: 'annualAccounts' },
  { id: 'messages', label: 'messages' },
  { id: 'profile', label: 'profile' },
  { id: 'nominee', label: 'nominee' },
  { id: 'password', label: 'password' },
];

const BELL_PATH =
  'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z';

/** Controls drawn but not yet working: neither focusable, clickable nor announced until React's replace them. */
const INERT = 'inert aria-hidden="true"';

/**
 * The member dashboard down to the dues summary, as React first draws it with the same answers: the header
 * (dashboard-header.tsx, with notifications-bell.tsx and language-switch.tsx), the heading and welcome, the
 * tabs (member-dashboard-tabs.tsx), and the dues tab (member-dues-section.tsx): the unread messages' line,
 * the statement's title, the months with dues and the total due (monthly-statement.tsx), and Pay Now
 * (dues-pay-now.tsx). The statement's downloads and table come below it with React; they only grow the
 * page downwards. Every control is inert until React's take its place. Values are escaped.
 */
export function memberDashboardContent(data: DashboardData, texts: SignedInTexts, lang: Lang): string {
  const t = translator(texts, lang, ['member', 'common']);
  const digits = (value: string | number) => escapeHtml(localizeDigits(value, lang));
  const taka = (amount: number) => escapeHtml(formatTaka(amount, lang));
  const month = (label: string) => escapeHtml(formatMonthLabel(label, lang));
  const { member, debts, unreadMessages, unreadEnquiries } = data;

  const bellName =
    unreadMessages > 0
      ? t('dashboard.inbox.bell', { count: unreadMessages, n: unreadMessages })
      : t('dashboard.inbox.bellNone');
  const languages = languageButtons(lang);
  const header =
    '<header class="dash-header">' +
    `<a class="skip-link" href="#main">${t('nav.skipToContent')}</a>` +
    '<div class="dash-bar">' +
    `<a class="dash-home" href="/">${t('nav.home')}</a>` +
    `<span class="dash-title">${t('memberArea.dashboardTitle')}</span>` +
    `<button type="button" class="bell-button button button-secondary button-small" aria-label="${bellName}" aria-haspopup="dialog" ${INERT}>` +
    `<svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false"><path fill="currentColor" d="${BELL_PATH}"></path></svg>` +
    (unreadMessages > 0
      ? `<span class="bell-badge" aria-hidden="true">${digits(unreadMessages > 99 ? '99+' : unreadMessages)}</span>`
      : '') +
    '</button>' +
    // React's status says the count when it changes; empty here so it is not said twice.
    '<span class="visually-hidden" role="status"></span>' +
    `<fieldset class="language-buttons" ${INERT}><legend class="visually-hidden">${t('footer.language')}</legend>${languages}</fieldset>` +
    `<button type="button" class="button button-secondary button-small" ${INERT}>${t('common.logout')}</button>` +
    '</div></header>';

  const label = (tab: (typeof TABS)[number]) =>
    tab.id === 'enquiries' && unreadEnquiries > 0
      ? t('dashboard.nav.enquiriesUnread', { count: unreadEnquiries })
      : t(`dashboard.nav.${tab.label}`);
  const tabs = TABS.map(
    (tab, index) =>
      `<a id="tab-${tab.id}" href="#${tab.id}" role="tab" aria-selected="${index === 0}" aria-controls="panel-${tab.id}" tabindex="${index === 0 ? 0 : -1}" class="dash-tab">${label(tab)}</a>`,
  ).join('');
  const tabbar =
    `<div class="dash-tabbar" ${INERT}>` +
    `<div class="dash-tablist" role="tablist" aria-label="${t('dashboard.nav.label')}">${tabs}</div></div>`;

  const unread =
    unreadMessages > 0
      ? '<div class="dash-unread">' +
        `<p>${t('dashboard.dues.unread', { count: unreadMessages, n: unreadMessages })}</p>` +
        `<button type="button" class="button button-small" aria-haspopup="dialog" ${INERT}>${t('dashboard.dues.readMessages')}</button>` +
        '</div>'
      : '';
  const { monthlysummary: summary } = debts;
  // The server lists the months with dues first, oldest first: the order they are paid in.
  const dueRows = debts.monthly.filter((row) => row.due > 0);
  const dueTotal = dueRows.reduce((sum, row) => sum + Math.round(row.due * 100), 0) / 100;
  const [only] = dueRows;
  const payNow = !only
    ? ''
    : dueRows.length === 1
      ? `<button type="button" class="button dues-pay-now" ${INERT}>${t('dashboard.pay.payNow')}<span class="visually-hidden"> ${month(only.month)}</span></button>`
      : `<button type="button" class="button dues-pay-now" ${INERT}>${t('dashboard.pay.payAll', {
          count: dueRows.length,
          months: dueRows.length,
          amount: formatTaka(dueTotal, lang),
        })}</button>`;
  const statement =
    '<div class="dash-statement">' +
    `<h3>${t('dashboard.statements.monthlyTitle')}</h3>` +
    '<dl class="dash-totals">' +
    `<div class="${summary.duemonth > 0 ? 'total-due' : 'total-paid'}"><dt>${t('dashboard.statements.dueMonths')}</dt><dd>${digits(summary.duemonth)}</dd></div>` +
    `<div class="${summary.due > 0 ? 'total-due' : 'total-paid'}"><dt>${t('dashboard.statements.monthlyDue')}</dt><dd>${taka(summary.due)}</dd></div>` +
    `</dl>${payNow}</div>`;

  const main =
    '<main id="main" tabindex="-1" class="page dash-page">' +
    `<h1>${t('memberArea.dashboardTitle')}</h1>` +
    `<p class="dash-welcome"><strong>${t('memberArea.welcome', { name: member.name })}</strong><br>${t('memberArea.memberNo', { memberNo: member.member_no })}</p>` +
    '<div class="payment-result" aria-live="polite"></div>' +
    `<div class="dash-tabs">${tabbar}` +
    '<div id="panel-dues" role="tabpanel" aria-labelledby="tab-dues" class="dash-panel" tabindex="-1">' +
    '<section id="dues" class="dash-section" aria-labelledby="dues-title" tabindex="-1">' +
    `<div class="dash-section-head"><h2 id="dues-title">${t('dashboard.dues.title')}</h2></div>` +
    `${unread}${statement}</section></div></div></main>`;
  return header + main;
}
