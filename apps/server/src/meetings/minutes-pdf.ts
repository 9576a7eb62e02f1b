import type { Meeting, SocietyConfig } from '@samity/domain';
import { createFlowPdf } from './flow-pdf';
import { dayText, digits, type FileLang, KIND_WORDS, momentDayText, words } from './meetings-text';

const RED = '#b02a37';
const MUTED = '#4b5563';

/**
 * A meeting's minutes as an A4 PDF in English or Bengali: the meeting (kind, day, time, place), the quorum as
 * it stood, and per agenda item the discussion and the resolutions with their register numbers. Minutes not
 * yet adopted (only admins get them) say so at the top in red, so a draft is never taken for the record.
 */
export function renderMinutesPdf(
  meeting: Meeting,
  lang: FileLang,
  society: SocietyConfig,
  issuedOn: string,
): Promise<Buffer> {
  const title = words(lang, 'minutes', { kind: KIND_WORDS[meeting.kind][lang] });
  const pdf = createFlowPdf(society, lang, `${title} - ${dayText(lang, meeting.date)}`, title);
  if (!meeting.minutes_adopted_at) pdf.paragraph(words(lang, 'draft'), { size: 11, bold: true, color: RED });
  const q = meeting.quorum;
  const count = (n: number) => digits(lang, n);
  pdf.fact(words(lang, 'date'), dayText(lang, meeting.date));
  pdf.fact(words(lang, 'time'), digits(lang, meeting.time));
  pdf.fact(words(lang, 'place'), meeting.place);
  pdf.fact(
    words(lang, 'quorum'),
    words(lang, q.met ? 'quorumMet' : 'quorumNotMet', {
      present: count(q.present),
      required: count(q.required),
      entitled: count(q.entitled),
    }),
  );
  pdf.fact('', entitledText(meeting, lang));
  if (meeting.outcome === 'adjourned') pdf.fact(words(lang, 'outcome'), words(lang, 'adjourned'));
  if (meeting.minutes_adopted_at)
    pdf.fact(
      words(lang, meeting.outcome === 'adjourned' ? 'recordedOn' : 'adoptedOn'),
      momentDayText(lang, meeting.minutes_adopted_at),
    );
  pdf.fact(words(lang, 'issued'), dayText(lang, issuedOn));
  pdf.space(10);

  for (const item of meeting.agenda) {
    // Positions are stored from 0; the minutes number the agenda from 1, as the notice did.
    pdf.heading(`${digits(lang, item.position + 1)}. ${item.title}`);
    pdf.paragraph(
      words(lang, 'discussion'),
      { size: 9.5, bold: true, color: MUTED },
      { gap: 0, keepWithNext: 2 },
    );
    pdf.paragraph(item.discussion.trim() || words(lang, 'noDiscussion'), { size: 10.5 });
    item.resolutions.forEach((resolution, index) => {
      const no = resolution.register_no
        ? words(lang, 'resolutionNo', { no: digits(lang, resolution.register_no) })
        : `${words(lang, 'resolution')} ${digits(lang, index + 1)}`;
      const corrects = resolution.corrects
        ? ` (${words(lang, 'corrects', { no: digits(lang, resolution.corrects) })})`
        : '';
      pdf.paragraph(`${no}${corrects}`, { size: 10.5, bold: true }, { indent: 12, gap: 0, keepWithNext: 2 });
      pdf.paragraph(resolution.text, { size: 10.5 }, { indent: 12 });
    });
    pdf.space(8);
  }
  return pdf.end();
}

/** Who counted for the quorum, by the rule stored with it (never today's settings). */
function entitledText(meeting: Meeting, lang: FileLang): string {
  if (meeting.kind === 'committee') return words(lang, 'entitledCommittee');
  const months = meeting.quorum.arrears_months;
  if (months === null) return words(lang, 'entitledEarlier');
  return words(lang, 'entitledRule', { months: digits(lang, months) });
}
