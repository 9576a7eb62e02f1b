import {
  COMMITTEE_TITLE_NAMES,
  committeeTitleLabel,
  ELECTION_ARREARS_MONTHS_DEFAULT,
  ZCreateElectionInput,
} from '@samity/domain';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

const DATES = [
  'cutoff_date',
  'nomination_opens',
  'nomination_closes',
  'withdrawal_deadline',
  'polling_date',
  'term_starts',
  'term_ends',
] as const;
type DateKey = (typeof DATES)[number];
/** The fields a refusal may name: each shows its message beside itself. */
const FIELDS: readonly string[] = ['title', ...DATES, 'arrears_months', 'posts'];

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(title: string): void;
}

/**
 * Schedule an election: the title, the seven dates in their one order, the months in arrears that take a
 * member off the voter list, and the posts (committee titles) with their seats. The domain schema checks
 * the order here and the server again; its messages show beside the fields.
 */
export function ScheduleElectionDialog({ open, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation('elections');
  const { lng } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.elections.create.useMutation();
  const [title, setTitle] = useState('');
  const [dates, setDates] = useState<Record<DateKey, string>>(
    Object.fromEntries(DATES.map((d) => [d, ''])) as Record<DateKey, string>,
  );
  const [arrears, setArrears] = useState(String(ELECTION_ARREARS_MONTHS_DEFAULT));
  const [seats, setSeats] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setTitle('');
    setDates(Object.fromEntries(DATES.map((d) => [d, ''])) as Record<DateKey, string>);
    setSeats({});
    setErrors({});
    setFailure(null);
  };

  const input = () => ({
    title,
    ...dates,
    arrears_months: Number(arrears),
    posts: COMMITTEE_TITLE_NAMES.filter((p) => Number(seats[p] ?? 0) > 0).map((p) => ({
      title: p,
      seats: Number(seats[p]),
    })),
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZCreateElectionInput.safeParse(input());
    if (!parsed.success) {
      const found: Record<string, string> = {};
      // The schema's messages are English; Bengali pages show the field's own hint beside them.
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? 'posts')] ??=
          i18n.language === 'bn' ? t('electionSchedule.fix') : issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      await utils.admin.elections.invalidate();
      reset();
      onSaved(parsed.data.title);
    } catch (error) {
      // A refusal about a field (the schedule's order, a post) is said once, beside that field (the
      // server's English message, or the field's Bengali hint); anything else goes to the failure box.
      const onFields = Object.entries(parseApiError(error).fieldErrors).filter(([f]) => FIELDS.includes(f));
      setErrors(
        Object.fromEntries(
          onFields.map(([f, message]) => [f, i18n.language === 'bn' ? t('electionSchedule.fix') : message]),
        ),
      );
      setFailure(onFields.length > 0 ? null : apiErrorText(error, t, 'common:common.errors.network'));
    }
  }

  const err = (key: string) => errors[key];

  return (
    <FormDialog
      open={open}
      title={t('electionSchedule.title')}
      onClose={() => {
        reset();
        onClose();
      }}
      onSubmit={(event) => void save(event)}
      submitLabel={t('electionSchedule.save')}
      busyLabel={t('electionSchedule.saving')}
      busy={create.isPending}
      failure={failure && <p>{failure}</p>}
    >
      <FormField id={`${id}-title`} label={t('electionSchedule.name')} error={err('title')} required>
        {(control) => (
          <input {...control} value={title} maxLength={150} onChange={(e) => setTitle(e.target.value)} />
        )}
      </FormField>
      {DATES.map((d) => (
        <FormField key={d} id={`${id}-${d}`} label={t(`electionDates.${d}`)} error={err(d)} required>
          {(control) => (
            <input
              {...control}
              type="date"
              value={dates[d]}
              onChange={(e) => setDates((all) => ({ ...all, [d]: e.target.value }))}
            />
          )}
        </FormField>
      ))}
      <FormField
        id={`${id}-arrears`}
        label={t('electionSchedule.arrears')}
        hint={t('electionSchedule.arrearsHint')}
        error={err('arrears_months')}
        required
      >
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            max={24}
            inputMode="numeric"
            value={arrears}
            onChange={(e) => setArrears(e.target.value)}
          />
        )}
      </FormField>
      <fieldset className="election-posts">
        <legend>{t('electionSchedule.posts')}</legend>
        <p className="hint">{t('electionSchedule.postsHint')}</p>
        {errors.posts && (
          <p className="field-error" role="alert">
            {err('posts')}
          </p>
        )}
        {COMMITTEE_TITLE_NAMES.map((post) => (
          <label key={post} className="election-post-seats">
            <span>{committeeTitleLabel(post, lng)}</span>
            <input
              type="number"
              min={0}
              max={50}
              inputMode="numeric"
              value={seats[post] ?? ''}
              placeholder={lng === 'bn' ? '০' : '0'}
              onChange={(e) => setSeats((all) => ({ ...all, [post]: e.target.value }))}
            />
          </label>
        ))}
      </fieldset>
    </FormDialog>
  );
}
