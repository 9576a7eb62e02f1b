import { APPROVER_MIN_AGE_DAYS_MAX, toAsciiDigits, ZGovernanceSettings } from '@samity/domain';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { KEEP_VALUES, useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

/** The days as typed (a Bengali keyboard types ৩০), checked by the API's own schema; empty is not a number. */
const ZDaysForm = z.object({ days: z.string() }).transform((form, ctx) => {
  const text = toAsciiDigits(form.days.trim());
  const parsed = ZGovernanceSettings.safeParse({ approver_min_age_days: text ? Number(text) : Number.NaN });
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', path: ['days'], message: 'days' });
  return z.NEVER;
});

/**
 * The two-person rule's setting (docs/governance.md): the days an approving admin's account must have
 * existed before the proposal. Shown to Full_Access+ beside the admins it protects; lowering it weakens the
 * rule, so it is asked first and the server records it in the audit trail as lowered.
 */
export function TwoPersonSettings() {
  const { t } = useTranslation('admin');
  const id = useId();
  const settings = trpc.admin.governance.settings.useQuery();
  const utils = trpc.useUtils();
  const update = trpc.admin.governance.updateSettings.useMutation();
  const { confirm, dialog } = useConfirm();
  const [saved, setSaved] = useState<string | null>(null);
  const current = settings.data?.approver_min_age_days;
  const { form, errorText, failure, submit } = useZodForm({
    schema: ZDaysForm,
    defaultValues: { days: '' },
    ns: 'admin',
    failureKey: 'twoPerson.failed',
    messages: {
      days: { required: 'twoPerson.invalid', tooLong: 'twoPerson.invalid', invalid: 'twoPerson.invalid' },
    },
  });

  const save = submit(async (values) => {
    setSaved(null);
    const days = values.approver_min_age_days;
    if (current !== undefined && days < current) {
      const yes = await confirm({
        title: t('twoPerson.lowerTitle'),
        message: t('twoPerson.lowerConfirm', { from: current, to: days }),
        confirmLabel: t('twoPerson.lower'),
      });
      if (!yes) return KEEP_VALUES;
    }
    await update.mutateAsync(values);
    await utils.admin.governance.invalidate();
    setSaved(t('twoPerson.saved', { count: days }));
  });

  return (
    <section className="two-person-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('twoPerson.title')}</h2>
      <p>{t('twoPerson.intro')}</p>
      {settings.isError && (
        <p role="alert">
          {t('twoPerson.loadFailed')}{' '}
          <button type="button" className="button button-small" onClick={() => void settings.refetch()}>
            {t('twoPerson.retry')}
          </button>
        </p>
      )}
      {current !== undefined && (
        <>
          <p className="two-person-current">{t('twoPerson.current', { count: current })}</p>
          {saved && (
            <p className="success-box" role="status">
              {saved}
            </p>
          )}
          {failure && (
            <p className="error-box" role="alert">
              {failure}
            </p>
          )}
          <form className="two-person-form" noValidate onSubmit={(event) => void save(event)}>
            <FormField
              id={`${id}-days`}
              label={t('twoPerson.days')}
              hint={t('twoPerson.hint', { max: APPROVER_MIN_AGE_DAYS_MAX })}
              error={errorText('days')}
              required
            >
              {(control) => <input {...control} {...form.register('days')} inputMode="numeric" />}
            </FormField>
            <button type="submit" className="button" disabled={update.isPending}>
              {t('twoPerson.save')}
            </button>
          </form>
        </>
      )}
      {dialog}
    </section>
  );
}
