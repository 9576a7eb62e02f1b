import {
  CASH_BOOK_KINDS,
  type CashBookKind,
  canAccessArea,
  DEFAULT_FIRST_MONTH,
  financialYearOf,
  REGISTERS,
  type RegisterKind,
  registerRangeProblem,
  todayInDhaka,
  zCalendarDate,
} from '@samity/domain';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { DateInput } from '../../../components/date-field/date-input';
import { FormField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from '../../../lib/navigation';
import { useAdmin } from '../../../lib/use-admin';
import { usePageTitle } from '../../../lib/use-page-title';
import { RegisterFiles } from './register-files';
import { CashBookList, DepositRegisterList, MemberRegisterList } from './register-lists';
import { YearEndPack } from './year-end-pack';
import './registers.css';

const TITLES: Record<RegisterKind, string> = {
  members: 'members.title',
  deposits: 'deposits.title',
  'cash-book': 'cashBook.title',
};

const dateIn = (value: string | null) => (value && zCalendarDate.safeParse(value).success ? value : null);
const oneOf = <T extends string>(value: string | null, values: readonly T[]) =>
  values.find((v) => v === value) ?? null;

/**
 * /Registers: the statutory registers (member register, deposit register, cash book) for any date range, on
 * screen a page at a time and as PDF and CSV, the resolution register linked for those who may read it, and
 * the year-end pack (docs/year-end.md). Finance_Access and above. The register, the range and the cash
 * book's kind of entry are kept in the address (?register=cash-book&kind=refund&from=…&to=…), so a year-end
 * figure's link opens the entries behind it; a value the page cannot use is left for its default.
 */
export function RegistersPage() {
  const { t } = useTranslation('registers', { keyPrefix: 'registers' });
  usePageTitle(t('title'));
  const id = useId();
  const admin = useAdmin();
  const today = todayInDhaka();
  const [params, setParams] = useSearchParams();
  const [kind, setKind] = useState<RegisterKind>(() => oneOf(params.get('register'), REGISTERS) ?? 'members');
  const [from, setFrom] = useState(
    () => dateIn(params.get('from')) ?? financialYearOf(today, DEFAULT_FIRST_MONTH).start,
  );
  const [to, setTo] = useState(() => dateIn(params.get('to')) ?? today);
  const [entries, setEntries] = useState<CashBookKind | ''>(
    () => oneOf(params.get('kind'), CASH_BOOK_KINDS) ?? '',
  );
  // The address follows what is chosen (a reload or a shared link shows the same list).
  useEffect(() => {
    const search: Record<string, string> = { register: kind, from, to };
    if (kind === 'cash-book' && entries) search.kind = entries;
    setParams(search, { replace: true });
  }, [kind, from, to, entries, setParams]);
  const problem = !from || !to ? 'missing' : registerRangeProblem(from, to);
  const problemKey =
    problem === 'missing' ? 'range.missing' : from > to ? 'range.backwards' : 'range.tooLong';
  const List =
    kind === 'members' ? MemberRegisterList : kind === 'deposits' ? DepositRegisterList : CashBookList;

  return (
    <section className="page registers">
      <h1>{t('title')}</h1>
      <p className="page-intro">{t('intro')}</p>
      <fieldset className="register-kinds">
        <legend>{t('kind')}</legend>
        {REGISTERS.map((k) => (
          <label key={k} className={k === kind ? 'chosen' : undefined}>
            <input type="radio" name={`${id}-kind`} checked={k === kind} onChange={() => setKind(k)} />
            {t(TITLES[k])}
          </label>
        ))}
      </fieldset>
      <div className="register-range">
        <FormField id={`${id}-from`} label={t('from')}>
          {(control) => <DateInput {...control} value={from} onChange={setFrom} />}
        </FormField>
        <FormField id={`${id}-to`} label={t('to')} error={problem ? t(problemKey) : undefined}>
          {(control) => <DateInput {...control} value={to} onChange={setTo} />}
        </FormField>
      </div>
      {problem ? (
        <p className="register-note" role="alert">
          {t('range.fix')}
        </p>
      ) : (
        <>
          <h2>{t(TITLES[kind])}</h2>
          <p className="register-note">{t(`${TITLES[kind].split('.')[0]}.about`)}</p>
          <RegisterFiles kind={kind} from={from} to={to} />
          {kind === 'cash-book' && (
            <div className="register-entries field">
              <label htmlFor={`${id}-entries`}>{t('cashBook.entries')}</label>
              <select
                id={`${id}-entries`}
                value={entries}
                onChange={(event) => setEntries(oneOf(event.target.value, CASH_BOOK_KINDS) ?? '')}
              >
                <option value="">{t('cashBook.allEntries')}</option>
                {CASH_BOOK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`cashBook.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <List key={`${kind}-${from}-${to}-${entries}`} from={from} to={to} kind={entries || undefined} />
        </>
      )}
      <section className="register-resolutions">
        <h2>{t('resolutions.title')}</h2>
        {canAccessArea(admin.privilege, 'meetings') ? (
          <p>
            {t('resolutions.about')} <Link to="/ResolutionRegister">{t('resolutions.open')}</Link>
          </p>
        ) : (
          <p>{t('resolutions.fullOnly')}</p>
        )}
      </section>
      <YearEndPack />
    </section>
  );
}
