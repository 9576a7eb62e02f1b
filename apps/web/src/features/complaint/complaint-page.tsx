import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { usePageMeta } from '../../lib/use-page-meta';
import { ComplaintFormField } from './complaint-field';
import type { ComplaintErrors, ComplaintField, ComplaintValues } from './complaint-validation';
import { submitErrorKey } from './submit-error';
import './complaint.css';

const EMPTY: ComplaintValues = { name: '', phone: '', member_no: '', business: '', issue: '' };
const ORDER: ComplaintField[] = ['name', 'phone', 'member_no', 'business', 'issue'];

/** The validator carries zod; fetch it when the visitor starts on the form, not with the page. */
const loadValidator = () => import('./complaint-validation').then((m) => m.validateComplaint);

type Outcome = { kind: 'success' } | { kind: 'error'; key: string } | null;

/**
 * File A Complaint (spec §2, §5, §8): name, phone and issue required, member no and business optional.
 * Success says 'Complaint submitted successfully' and clears the form; a failure says 'Error submitting
 * complaint' (or, when the server throttles, that too many were sent) and keeps what was typed.
 */
export function ComplaintPage() {
  const { t } = useTranslation();
  usePageMeta(t('complaint.title'), t('complaint.metaDescription'));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ComplaintErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // 'always': on a dropped connection fail at once with the error message (React Query would otherwise
  // hold the submission silently until the browser reports being online again).
  const add = trpc.public.complaints.add.useMutation({ networkMode: 'always' });

  const set = (field: ComplaintField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setOutcome(null);
    const validate = await loadValidator();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(`complaint-${firstInvalid}`)?.focus();
      return;
    }
    try {
      await add.mutateAsync(values);
      setValues(EMPTY);
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome({ kind: 'error', key: submitErrorKey(error) });
    }
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const hasErrors = ORDER.some((field) => errors[field]);
  return (
    <section className="page narrow">
      <h1>{t('complaint.title')}</h1>
      <p className="page-intro">{t('complaint.intro')}</p>
      <div ref={outcomeRef} tabIndex={-1} className="outcome">
        {outcome?.kind === 'success' && (
          <p className="success-box" role="status">
            {t('complaint.success')}
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p className="error-box" role="alert">
            {t(outcome.key)}
          </p>
        )}
        {hasErrors && (
          <p className="error-box" role="alert">
            {t('complaint.fixErrors')}
          </p>
        )}
      </div>
      <form
        className="complaint-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        onFocus={() => void loadValidator()}
      >
        <ComplaintFormField
          name="name"
          label={t('complaint.name')}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          required
          autoComplete="name"
          maxLength={150}
        />
        <ComplaintFormField
          name="phone"
          label={t('complaint.phone')}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          required
          type="tel"
          autoComplete="tel-national"
          hint={t('complaint.phoneHint')}
          maxLength={30}
        />
        <ComplaintFormField
          name="member_no"
          label={t('complaint.memberNo')}
          value={values.member_no}
          onChange={set('member_no')}
          error={errors.member_no}
          maxLength={20}
        />
        <ComplaintFormField
          name="business"
          label={t('complaint.business')}
          value={values.business}
          onChange={set('business')}
          error={errors.business}
          autoComplete="organization"
          maxLength={150}
        />
        <ComplaintFormField
          name="issue"
          label={t('complaint.issue')}
          value={values.issue}
          onChange={set('issue')}
          error={errors.issue}
          required
          multiline
          maxLength={5000}
        />
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? t('complaint.submitting') : t('complaint.submit')}
        </button>
      </form>
    </section>
  );
}
