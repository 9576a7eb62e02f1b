import type { MeetingSummary } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The meeting's minutes as PDFs, Bengali and English, each named in its language: a draft is marked as one
 * in the file itself.
 */
export function MinutesFiles({ meeting }: { meeting: MeetingSummary }) {
  const { t } = useTranslation('governance');
  return (
    <p className="meeting-files">
      {t(meeting.minutes_adopted_at ? 'files.minutes' : 'files.draftMinutes')}{' '}
      {(['bn', 'en'] as const).map((lang) => (
        <a
          key={lang}
          href={`/api/admin/meetings/${meeting.id}/minutes.pdf?lang=${lang}`}
          lang={lang}
          target="_blank"
          rel="noopener"
        >
          {t(`meetingsMember.pdf.${lang}`)}
        </a>
      ))}
    </p>
  );
}
