import {
  canAccessArea,
  DEFAULT_FIRST_MONTH,
  financialYear,
  financialYearOf,
  todayInDhaka,
} from '@samity/domain';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { downloadCsv } from '../../../lib/download-csv';
import { trpc } from '../../../lib/trpc';
import { useAdmin } from '../../../lib/use-admin';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVocabulary } from '../../../lib/vocabulary';
import { AppropriationSection } from './appropriation-section';
import { OpeningBalancesDialog } from './opening-balances-dialog';
import { appropriationStatement, csvRowsOf, statementsOf } from './statement-rows';
import { StatementTable } from './statement-table';
import { YearEndSettingsSection } from './year-end-settings-section';
import { YearLifeSection } from './year-life-section';
import './year-end.css';

/**
 * /YearEnd: the annual statements of a financial year from the books (docs/year-end.md), each with its CSV;
 * a Full_Access admin enters the opening balances (until a year is closed) and closes an ended year.
 */
export function YearEndPage() {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd' });
  const { t: tc } = useTranslation();
  usePageTitle(t('title'));
  const format = useFormat();
  const vocabulary = useVocabulary();
  const id = useId();
  const admin = useAdmin();
  const canClose = canAccessArea(admin.privilege, 'yearEndClose');
  const utils = trpc.useUtils();
  const settings = trpc.finance.yearEnd.settings.useQuery();
  const firstMonth = settings.data?.first_month ?? DEFAULT_FIRST_MONTH;
  const today = todayInDhaka();
  const current = financialYearOf(today, firstMonth).year;
  const opening = settings.data?.opening ?? null;
  const firstYear = opening ? Number(opening.as_of.slice(0, 4)) : current - 4;
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? Math.max(firstYear, current - 1);
  const statements = trpc.finance.yearEnd.statements.useQuery({ year }, { enabled: settings.isSuccess });
  // The year before, for the figures beside this year's; none before the first year kept.
  const previous = trpc.finance.yearEnd.statements.useQuery(
    { year: year - 1 },
    { enabled: settings.isSuccess && year > firstYear },
  );
  const close = trpc.finance.yearEnd.close.useMutation();
  const life = trpc.finance.yearEnd.life.useQuery();
  const appropriations = trpc.finance.yearEnd.appropriations.useQuery();
  const [status, setStatus] = useState<Status>(null);
  const [editing, setEditing] = useState(false);
  const { confirm, dialog } = useConfirm();

  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Spinner label={t('loading')} />;

  const years = Array.from({ length: current - firstYear + 1 }, (_, i) => current - i);
  const fy = financialYear(year, firstMonth);
  const closedAt = statements.data?.closed_at ?? null;
  const lastYear = year > firstYear ? (previous.data ?? null) : null;
  // A proposal not in effect yet is shown beside the statements as what it is: proposed, moving nothing.
  const proposal = appropriations.data?.entries.find((a) => a.year === year && a.approved_at === null);

  async function closeYear() {
    const ok = await confirm({
      title: t('close.title', { year: format.digits(fy.label) }),
      message: t('close.message'),
      confirmLabel: t('close.confirm'),
    });
    if (!ok) return;
    try {
      await close.mutateAsync({ year });
      await utils.finance.yearEnd.invalidate();
      setStatus({ kind: 'success', text: t('close.done', { year: format.digits(fy.label) }) });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, tc, 'common.errors.network') });
    }
  }

  return (
    <section className="page year-end">
      <h1>{t('title')}</h1>
      <p className="page-intro">{t('intro')}</p>
      <div className="year-end-bar">
        <label htmlFor={`${id}-year`}>{t('year')}</label>
        <select id={`${id}-year`} value={year} onChange={(event) => setChosen(Number(event.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {format.digits(financialYear(y, firstMonth).label)}
            </option>
          ))}
        </select>
        <p className="year-end-period">
          {t('period', { from: format.date(fy.start), to: format.date(fy.end) })}
        </p>
      </div>
      <StatusBox status={status} />
      <section className="year-end-opening" aria-labelledby={`${id}-opening`}>
        <h2 id={`${id}-opening`}>{t('opening.title')}</h2>
        <p>
          {opening
            ? t('opening.summary', {
                date: format.date(opening.as_of),
                when: format.moment(opening.entered_at),
              })
            : t('opening.none')}
        </p>
        {settings.data.locked && <p>{t('opening.locked')}</p>}
        {canClose && !settings.data.locked && (
          <button type="button" className="button secondary" onClick={() => setEditing(true)}>
            {opening ? t('opening.edit') : t('opening.enter')}
          </button>
        )}
      </section>
      <YearEndSettingsSection
        settings={settings.data}
        canEdit={canClose}
        onSaved={() => setStatus({ kind: 'success', text: t('settings.saved') })}
      />
      {statements.isError ? (
        <LoadError onRetry={() => void statements.refetch()} />
      ) : !statements.data ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <p className="year-end-state">
            {closedAt ? t('state.closed', { when: format.moment(closedAt) }) : t('state.open')}
          </p>
          {canClose && !closedAt && fy.end < today && (
            <button
              type="button"
              className="button"
              onClick={() => void closeYear()}
              aria-disabled={close.isPending}
            >
              {t('close.button', { year: format.digits(fy.label) })}
            </button>
          )}
          <YearLifeSection year={year} label={fy.label} today={today} canAct={canClose} />
          <AppropriationSection
            year={year}
            label={fy.label}
            audited={life.data?.entries.some((e) => e.year === year && e.audit !== null) ?? false}
            surplus={statements.data.income_expenditure.surplus}
            adminId={canClose ? admin.id : null}
            otherMaxBp={settings.data.other_funds_max_bp}
          />
          {statementsOf(statements.data, t, lastYear, format.digits, vocabulary.source).map((statement) => (
            <div key={statement.id} className="year-end-block">
              <StatementTable statement={statement} />
              <button
                type="button"
                className="button secondary"
                onClick={() =>
                  downloadCsv(
                    `${statement.id}-${fy.label}`,
                    [statement.title, ...statement.columns],
                    csvRowsOf(statement),
                  )
                }
              >
                {t('csv', { name: statement.title })}
              </button>{' '}
              <a
                className="button secondary"
                href={`/api/year-end/statements/${statement.id}.pdf?year=${year}&lang=${format.lng}`}
                download
              >
                {t('pdf', { name: statement.title })}
              </a>
            </div>
          ))}
          {proposal && !statements.data.appropriation && (
            <div className="year-end-block">
              <StatementTable
                statement={{
                  ...appropriationStatement(
                    proposal,
                    t,
                    t('statements.appropriationProposed'),
                    t('statements.appropriationProposedNote'),
                  ),
                  yearColumns: 1,
                }}
              />
            </div>
          )}
        </>
      )}
      <OpeningBalancesDialog
        open={editing}
        firstMonth={firstMonth}
        current={opening}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setStatus({ kind: 'success', text: t('opening.saved') });
        }}
      />
      {dialog}
    </section>
  );
}
