import {
  adminPagesFor,
  formatMonthLabel,
  formatTaka,
  type Lang,
  localizeDigits,
  MONTH_BOOK_PAGE_SIZE,
  type MonthlyBookPage,
  monthLabel,
  monthOptions,
  type Privilege,
  parseMonthLabel,
  privilegeLabel,
} from '@samity/domain';
import { escapeHtml, languageButtons, plainText, type SignedInTexts, translator } from './texts';

/** The month's book as finance.monthly.list answered it, and the admin whose session asked. */
export interface MonthlyData {
  admin: { name: string; privilege: Privilege };
  /** The current month's label ('November-2026'): the page's month when the address names none. */
  month: string;
  book: MonthlyBookPage;
}

const INERT = 'inert aria-hidden="true"';

/**
 * /FinancialMonthly's first screen as React first draws it with the same answer: the admin area's header and
 * side menu (app/layouts/admin-layout.tsx), the title, the month selector, the summary (month-summary.tsx),
 * the book's contribution, the toolbar, the count, the first page of rows and the pager (month-book.tsx with
 * components/data-table). The chart and the arrears list come below with React. A month without a book
 * (React shows the form to create it) gets none: null. Controls are inert until React's replace them.
 */
export function financeMonthlyContent(data: MonthlyData, texts: SignedInTexts, lang: Lang): string | null {
  const { admin, month, book } = data;
  if (!book.book) return null;
  const t = translator(texts, lang, ['finance', 'admin', 'common']);
  const digits = (value: string | number) => escapeHtml(localizeDigits(value, lang));
  const taka = (amount: number) => escapeHtml(formatTaka(amount, lang));
  const monthText = (label: string) => formatMonthLabel(label, lang);

  const languages = languageButtons(lang);
  const header =
    '<header class="area-header">' +
    `<a class="area-home" href="/">${t('nav.home')}</a>` +
    `<span class="area-title">${t('admin.signedInAs', { name: admin.name, privilege: privilegeLabel(admin.privilege, lang) })}</span>` +
    `<fieldset class="language-buttons" ${INERT}><legend class="visually-hidden">${t('footer.language')}</legend>${languages}</fieldset>` +
    `<button type="button" class="button button-secondary" ${INERT}>${t('common.logout')}</button>` +
    '</header>';
  const pages = adminPagesFor(admin.privilege)
    .map((page) =>
      page.path === '/FinancialMonthly'
        ? `<li><a aria-current="page" class="active" href="${page.path}">${t(page.label)}</a></li>`
        : `<li><a class="" href="${page.path}">${t(page.label)}</a></li>`,
    )
    .join('');
  const menu =
    `<nav class="admin-menu" aria-label="${t('admin.sideMenu')}">` +
    `<button type="button" class="admin-menu-toggle button button-secondary" aria-expanded="false" ${INERT}>${t('admin.sideMenu')}</button>` +
    `<ul id="admin-menu-list">${pages}</ul></nav>`;

  // The selector's months (monthly-values.ts monthChoices): 8 before the current one, it, 3 after.
  const current = parseMonthLabel(month);
  if (!current) return null;
  const choices = monthOptions(current).map(monthLabel);
  const options = choices
    .map(
      (label) =>
        `<option value="${escapeHtml(label)}"${label === month ? ' selected=""' : ''}>${escapeHtml(monthText(label))}</option>`,
    )
    .join('');
  const { summary } = book;
  const tableLabel = t('monthly.table.label', { month: monthText(month) });
  const head = (
    [
      ['memberNo', ''],
      ['name', 'cell-primary'],
      ['phone', ''],
      ['month', ''],
      ['payable', ''],
      ['payment', ''],
      ['due', ''],
    ] as const
  )
    .map(
      ([key, cls]) => `<th scope="col" role="columnheader" class="${cls}">${t(`monthly.table.${key}`)}</th>`,
    )
    .join('');
  const cell = (key: string, html: string, cls?: string) =>
    `<td role="cell"${cls ? ` class="${cls}"` : ''} data-label="${t(`monthly.table.${key}`)}">${html}</td>`;
  const rows = book.entries
    .map(
      (row) =>
        '<tr role="row">' +
        cell('memberNo', digits(row.member_no)) +
        cell('name', escapeHtml(row.name), 'cell-primary') +
        cell('phone', digits(row.phone)) +
        cell('month', escapeHtml(monthText(row.month))) +
        cell('payable', taka(row.payable)) +
        cell(
          'payment',
          `<button type="button" class="button button-secondary button-small payment-button" aria-label="${t('monthly.table.openPayments', { amount: formatTaka(row.payment, lang), name: row.name })}" ${INERT}>${taka(row.payment)}</button>`,
        ) +
        cell(
          'due',
          row.due === 0
            ? `<span class="due-cell due-paid">${taka(0)} <strong class="paid-badge">${t('monthly.table.paid')}</strong></span>`
            : `<span class="due-cell due-owing">${taka(row.due)}</span>`,
        ) +
        '</tr>',
    )
    .join('');
  // DataTable marks itself as cards below 768 px; its card rules apply only there, so the mark is harmless
  // wider, where React leaves it out.
  const table =
    rows === ''
      ? `<p class="empty-state">${t('monthly.table.empty')}</p>`
      : '<div class="data-table-block as-cards">' +
        `<section class="table-scroll" aria-label="${tableLabel}"><table class="data-table" aria-label="${tableLabel}" role="table">` +
        `<thead role="rowgroup"><tr role="row">${head}</tr></thead><tbody role="rowgroup">${rows}</tbody></table></section></div>`;
  const pagerText = book.total
    ? t('common.table.summary', {
        from: 1,
        to: Math.min(book.total, MONTH_BOOK_PAGE_SIZE),
        total: book.total,
        page: 1,
        pages: Math.ceil(book.total / MONTH_BOOK_PAGE_SIZE),
      })
    : '';
  const pager = !book.total
    ? ''
    : book.total <= MONTH_BOOK_PAGE_SIZE
      ? `<p class="pager-count" aria-live="polite">${pagerText}</p>`
      : `<nav class="pager" aria-label="${t('common.table.pages', { label: plainText(tableLabel) })}" ${INERT}>` +
        `<button type="button" class="button button-secondary button-small" disabled="">${t('common.table.previous')}</button>` +
        `<p aria-live="polite">${pagerText}</p>` +
        `<button type="button" class="button button-secondary button-small">${t('common.table.next')}</button></nav>`;

  const page =
    '<section class="page finance-monthly">' +
    `<h1>${t('monthly.title')}</h1>` +
    `<p class="page-intro">${t('monthly.intro')}</p>` +
    `<div class="field month-selector"><label for="served-month">${t('monthly.month')}</label><select id="served-month" ${INERT}>${options}</select></div>` +
    `<section class="monthly-summary" aria-label="${t('monthly.summary.label', { month: monthText(month) })}"><dl>` +
    `<div class="summary-block"><dt>${t('monthly.summary.collectable')}</dt><dd>${taka(summary.total_collectable)}</dd></div>` +
    `<div class="summary-block"><dt>${t('monthly.summary.collected')}</dt><dd>${taka(summary.total_collected)}</dd></div>` +
    `<div class="summary-block"><dt>${t('monthly.summary.paidBy')}</dt><dd>${t('monthly.summary.members', { count: summary.paid_by_count, n: summary.paid_by_count })}</dd></div>` +
    '</dl></section>' +
    (book.book.upcoming
      ? `<p class="upcoming-book" role="note"><strong>${t('monthly.book.upcoming')}</strong> ${t('monthly.book.upcomingText', { month: monthText(month) })}</p>`
      : '') +
    `<p class="book-info">${t('monthly.book.contribution', { amount: formatTaka(book.book.amount, lang) })} <span class="field-hint">${t('monthly.book.help')}</span></p>` +
    `<h2>${tableLabel}</h2>` +
    `<form class="monthly-toolbar" ${INERT}>` +
    `<div class="search-box"><label for="served-search">${t('monthly.table.search')}</label><input id="served-search" maxlength="100" type="search" value=""><button type="submit" class="button button-secondary">${t('monthly.table.find')}</button></div>` +
    `<label class="checkbox" for="served-unpaid"><input id="served-unpaid" type="checkbox">${t('monthly.table.unpaidOnly')}</label>` +
    `<div class="toolbar-actions"><a class="button button-secondary" href="/api/finance/monthly-book.pdf?month=${encodeURIComponent(month)}&amp;lang=${lang}" download="">${t('monthly.table.downloadPdf')}</a>` +
    `<button type="button" class="button button-secondary"${book.total === 0 ? ' disabled=""' : ''}>${t('monthly.table.exportCsv')}</button></div>` +
    '</form>' +
    `<p class="list-status" aria-live="polite">${t('monthly.table.found', { count: book.total, n: book.total })}</p>` +
    table +
    pager +
    '</section>';
  return `${header}<div class="admin-shell">${menu}<main id="main" tabindex="-1" class="admin-content">${page}</main></div>`;
}
