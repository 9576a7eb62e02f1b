import { type PublicComplaintInput, TEXT_MAX_LENGTH } from '@samity/domain';
import { useRef, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { useLightForm } from '../../../components/light-form';
import { useTranslation } from '../../../i18n/use-translation';
import { isTooMany, parseApiError } from '../../../lib/api-errors';
import { useHumanProof } from '../../../lib/human-proof';
import { trpc } from '../../../lib/trpc';
import { usePageMeta } from '../../../lib/use-page-meta';
import { COMPLAINT_MESSAGES, type ComplaintField } from './complaint-validation';
import './complaint.css';

const EMPTY = { name: '', phone: '', member_no: '', business: '', issue: '' };

/** The schema carries zod: fetched when the visitor starts on the form, not with the page. */
const loadSchema = () => import('./complaint-schema').then((m) => m.ZPublicComplaintInput);

type Outcome = { kind: 'success' } | { kind: 'error'; key: string } | null;

/**
 * File A Complaint: name, phone and issue required, member no and business optional. Success says
 * 'Complaint submitted successfully' and clears the form; a failure says 'Error submitting complaint'
 * (or, when the server throttles, that too many were sent) and keeps what was typed.
 */
export function ComplaintPage() {
  const { t } = useTranslation('public');
  usePageMeta(t('complaint.title'), t('complaint.metaDescription'));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // 'always': on a dropped connection fail at once with the error message (React Query would otherwise
  // hold the submission silently until the browser reports being online again).
  const add = trpc.public.publicComplaints.create.useMutation({ networkMode: 'always' });
  // The proof that a person sent it: solved in the background from the first focus on the form (decision 027).
  const proof = useHumanProof();
  // No form library (light-form.ts): the page's first load stays within the public pages' budget.
  const form = useLightForm<typeof EMPTY, PublicComplaintInput>({
    schema: loadSchema,
    defaultValues: EMPTY,
    messages: COMPLAINT_MESSAGES,
    ns: 'public',
  });
  const { errorText, applyServerErrors, hasErrors } = form;
  const showOutcome = () => requestAnimationFrame(() => outcomeRef.current?.focus());

  const submit = form.handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await add.mutateAsync({ ...values, proof: await proof.take() });
        form.reset();
        setOutcome({ kind: 'success' });
      } catch (error) {
        applyServerErrors(error);
        // A member number no member has: say so on the field, in the page's language.
        if (parseApiError(error).key === 'complaint.unknownMemberNo')
          form.setError('member_no', t('complaint.errors.unknownMemberNo'));
        const key = parseApiError(error).key;
        setOutcome({
          kind: 'error',
          key: isTooMany(error)
            ? 'complaint.tooMany'
            : key?.startsWith('humanProof.')
              ? `errors.${key}`
              : 'complaint.failure',
        });
      }
      showOutcome();
    },
    // The form focuses the first field in error.
    () => setOutcome(null),
  );

  const field = (
    name: ComplaintField,
    label: string,
    options: { required?: boolean; hint?: string; autoComplete?: string; maxLength: number },
    control: 'input' | 'tel' | 'textarea' = 'input',
  ) => (
    <FormField
      id={`complaint-${name}`}
      label={label}
      hint={options.hint}
      error={errorText(name)}
      required={options.required}
      optional={!options.required}
    >
      {(aria) =>
        control === 'textarea' ? (
          <textarea {...aria} {...form.register(name)} rows={6} maxLength={options.maxLength} />
        ) : (
          <input
            {...aria}
            {...form.register(name)}
            type={control === 'tel' ? 'tel' : 'text'}
            inputMode={control === 'tel' ? 'tel' : undefined}
            autoComplete={options.autoComplete}
            maxLength={options.maxLength}
          />
        )
      }
    </FormField>
  );

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
        className="form-stack complaint-form"
        {...form.formProps}
        // The form's own focus handler loads the validator; the proof starts solving at the same moment.
        onFocus={() => {
          form.formProps.onFocus();
          proof.prepare();
        }}
        onSubmit={(event) => void submit(event)}
      >
        {field('name', t('complaint.name'), {
          required: true,
          autoComplete: 'name',
          maxLength: TEXT_MAX_LENGTH.complaintName,
        })}
        {field(
          'phone',
          t('complaint.phone'),
          {
            required: true,
            autoComplete: 'tel-national',
            hint: t('complaint.phoneHint'),
            maxLength: TEXT_MAX_LENGTH.phone,
          },
          'tel',
        )}
        {field('member_no', t('complaint.memberNo'), { maxLength: TEXT_MAX_LENGTH.memberNo })}
        {field('business', t('complaint.business'), {
          autoComplete: 'organization',
          maxLength: TEXT_MAX_LENGTH.business,
        })}
        {field(
          'issue',
          t('complaint.issue'),
          { required: true, maxLength: TEXT_MAX_LENGTH.complaintIssue },
          'textarea',
        )}
        <button type="submit" className="button" disabled={add.isPending || proof.checking}>
          {proof.checking
            ? t('humanProof.checking')
            : add.isPending
              ? t('complaint.submitting')
              : t('complaint.submit')}
        </button>
      </form>
    </section>
  );
}
