import { SOLUTION_MAX_LENGTH, ZSolveComplaintInput } from '@samity/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../form-field';
import { useZodForm } from '../use-zod-form';

const ZSolutionForm = ZSolveComplaintInput.pick({ solution: true });
const EMPTY = { solution: '' };

interface Props {
  /** What the complaint is about, for the button's accessible name. */
  about: string;
  busy: boolean;
  /** Saves the solution; answers whether it was saved (the form then closes). */
  onSubmit(solution: string): Promise<boolean>;
}

/** Solve: opens a text area and Submit on the card; an empty one says 'Please write a solution.'. */
export function SolveForm({ about, busy, onSubmit }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [open, setOpen] = useState(false);
  const { form, errorText } = useZodForm({
    schema: ZSolutionForm,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: { solution: { required: 'complaintsAdmin.writeSolution' } },
  });

  // The person just asked to write a solution: put them in the text area.
  useEffect(() => {
    if (open) form.setFocus('solution');
  }, [open, form]);

  if (!open)
    return (
      <button
        type="button"
        className="button"
        onClick={() => setOpen(true)}
        aria-label={t('complaintsAdmin.solveOne', { about })}
      >
        {t('complaintsAdmin.solve')}
      </button>
    );

  const submit = form.handleSubmit(async ({ solution }) => {
    if (await onSubmit(solution)) {
      form.reset(EMPTY);
      setOpen(false);
    }
  });
  return (
    <form className="form-stack solve-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        id={`${id}-solution`}
        label={t('complaintsAdmin.solution')}
        error={errorText('solution')}
        required
      >
        {(control) => (
          <textarea {...control} {...form.register('solution')} rows={4} maxLength={SOLUTION_MAX_LENGTH} />
        )}
      </FormField>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('complaintsAdmin.submitting') : t('complaintsAdmin.submit')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
