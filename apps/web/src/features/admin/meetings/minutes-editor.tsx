import type { Meeting } from '@samity/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

type Draft = {
  agenda_item_id: number;
  discussion: string;
  resolutions: { text: string; corrects: string }[];
}[];

const draftOf = (meeting: Meeting): Draft =>
  meeting.agenda.map((item) => ({
    agenda_item_id: item.id,
    discussion: item.discussion,
    resolutions: item.resolutions.map((r) => ({ text: r.text, corrects: r.corrects ?? '' })),
  }));

/** Per agenda item the discussion and its resolutions; Save keeps the draft, Adopt (confirmed) numbers them. */
export function MinutesEditor({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('governance');
  const { digits, date } = useFormat();
  const utils = trpc.useUtils();
  const save = trpc.admin.meetings.saveMinutes.useMutation();
  const adopt = trpc.admin.meetings.adopt.useMutation();
  const adjourn = trpc.admin.meetings.adjourn.useMutation();
  const { confirm, dialog } = useConfirm();
  const [draft, setDraft] = useState<Draft>(() => draftOf(meeting));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const adopted = meeting.minutes_adopted_at !== null;

  const change = (i: number, update: (item: Draft[number]) => Draft[number]) =>
    setDraft((items) => items.map((item, j) => (j === i ? update(item) : item)));

  const payload = () => ({
    id: meeting.id,
    items: draft.map((item) => ({
      ...item,
      resolutions: item.resolutions
        .filter((r) => r.text.trim())
        .map((r) => ({ text: r.text, corrects: r.corrects.trim() || undefined })),
    })),
  });

  const saveDraft = async () => {
    setMessage(null);
    try {
      await save.mutateAsync(payload());
      await utils.admin.meetings.get.invalidate();
      setMessage({ ok: true, text: t('minutes.saved') });
      return true;
    } catch (error) {
      setMessage({ ok: false, text: apiErrorText(error, t, 'minutes.saveFailed') });
      return false;
    }
  };

  const resolutionCount = payload().items.reduce((n, item) => n + item.resolutions.length, 0);
  const { quorum } = meeting;
  const quorumValues = {
    present: digits(quorum.present),
    required: digits(quorum.required),
    entitled: digits(quorum.entitled),
  };

  // The dialog states what will be recorded: the meeting's day, the quorum as it stands, the resolutions.
  const adoptMinutes = async () => {
    const yes = await confirm({
      title: t('minutes.adoptTitle'),
      message: [
        t('minutes.adoptRecords', { date: date(meeting.date), time: digits(meeting.time) }),
        t(quorum.met ? 'attendance.quorumMet' : 'attendance.quorumNotMet', quorumValues),
        t('minutes.adoptResolutions', { count: resolutionCount, n: digits(resolutionCount) }),
        t('minutes.adoptConfirm'),
      ].join(' '),
      confirmLabel: t('minutes.adopt'),
    });
    if (!yes || !(await saveDraft())) return;
    try {
      await adopt.mutateAsync({ id: meeting.id });
      await utils.admin.meetings.invalidate();
      setMessage({ ok: true, text: t('minutes.adopted') });
    } catch (error) {
      setMessage({ ok: false, text: apiErrorText(error, t, 'minutes.saveFailed') });
    }
  };

  // Without a quorum the meeting is recorded as adjourned: no resolutions, its sitting a new meeting.
  const adjournMeeting = async () => {
    const yes = await confirm({
      title: t('minutes.adjournTitle'),
      message: [
        t('minutes.adjournRecords', { date: date(meeting.date), time: digits(meeting.time) }),
        t(quorum.met ? 'attendance.quorumMet' : 'attendance.quorumNotMet', quorumValues),
        t('minutes.adjournConfirm'),
      ].join(' '),
      confirmLabel: t('minutes.adjourn'),
    });
    if (!yes || !(await saveDraft())) return;
    try {
      await adjourn.mutateAsync({ id: meeting.id });
      await utils.admin.meetings.invalidate();
      setMessage({ ok: true, text: t('minutes.adjourned') });
    } catch (error) {
      setMessage({ ok: false, text: apiErrorText(error, t, 'minutes.saveFailed') });
    }
  };

  return (
    <section className="meeting-panel" aria-labelledby="minutes-heading">
      <h2 id="minutes-heading">{t('minutes.title')}</h2>
      {adopted && meeting.outcome !== 'adjourned' && (
        <p className="quorum quorum-met">{t('minutes.adoptedNote')}</p>
      )}
      {meeting.outcome === 'adjourned' && (
        <p className="quorum quorum-not-met">{t('minutes.adjournedNote')}</p>
      )}
      {meeting.agenda.map((item, i) => (
        <fieldset key={item.id} className="minutes-item">
          <legend>
            {digits(i + 1)}. {item.title}
          </legend>
          {adopted ? (
            <>
              <p className="minutes-discussion">{item.discussion || t('minutes.noDiscussion')}</p>
              <ol className="minutes-resolutions">
                {item.resolutions.map((r) => (
                  <li key={r.id}>
                    <strong>{t('minutes.resolutionNo', { no: digits(r.register_no ?? '') })}</strong> {r.text}
                    {r.corrects && <em> {t('minutes.correctsNo', { no: digits(r.corrects) })}</em>}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <>
              <label className="field">
                {t('minutes.discussion')}
                <textarea
                  rows={3}
                  value={draft[i]?.discussion ?? ''}
                  onChange={(e) => change(i, (d) => ({ ...d, discussion: e.target.value }))}
                />
              </label>
              {draft[i]?.resolutions.map((r, j) => (
                <div key={`${item.id}-${j}`} className="minutes-resolution">
                  <label className="field">
                    {t('minutes.resolution', { n: digits(j + 1) })}
                    <textarea
                      rows={2}
                      value={r.text}
                      onChange={(e) =>
                        change(i, (d) => ({
                          ...d,
                          resolutions: d.resolutions.map((x, k) =>
                            k === j ? { ...x, text: e.target.value } : x,
                          ),
                        }))
                      }
                    />
                  </label>
                  <label className="field">
                    {t('minutes.corrects')}
                    <input
                      value={r.corrects}
                      placeholder={t('minutes.correctsPlaceholder')}
                      onChange={(e) =>
                        change(i, (d) => ({
                          ...d,
                          resolutions: d.resolutions.map((x, k) =>
                            k === j ? { ...x, corrects: e.target.value } : x,
                          ),
                        }))
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() =>
                      change(i, (d) => ({ ...d, resolutions: d.resolutions.filter((_, k) => k !== j) }))
                    }
                  >
                    {t('minutes.removeResolution')}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() =>
                  change(i, (d) => ({ ...d, resolutions: [...d.resolutions, { text: '', corrects: '' }] }))
                }
              >
                {t('minutes.addResolution')}
              </button>
            </>
          )}
        </fieldset>
      ))}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'form-success' : 'form-failure'}>
          {message.text}
        </p>
      )}
      {!adopted && (
        <div className="meeting-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={save.isPending}
            onClick={() => void saveDraft()}
          >
            {t('minutes.save')}
          </button>
          <button
            type="button"
            className="button"
            disabled={adopt.isPending}
            onClick={() => void adoptMinutes()}
          >
            {t('minutes.adopt')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={adjourn.isPending}
            onClick={() => void adjournMeeting()}
          >
            {t('minutes.adjourn')}
          </button>
        </div>
      )}
      {dialog}
    </section>
  );
}
