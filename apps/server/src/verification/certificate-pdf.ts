import { localizeDigits, type SocietyConfig } from '@samity/domain';
import QRCode from 'qrcode';
import { createPdfDocument, type PdfDoc } from '../pdf/pdf-document';
import { cell, type Style, widthOf } from '../pdf/table-pdf';

export const CERTIFICATE_LANGS = ['en', 'bn'] as const;
export type CertificateLang = (typeof CERTIFICATE_LANGS)[number];

const TEXT = {
  title: { en: 'Certificate of Membership', bn: 'সদস্যপদের সনদ' },
  certifies: { en: 'This is to certify that', bn: 'এই মর্মে প্রত্যয়ন করা যাচ্ছে যে' },
  memberNo: { en: 'Member no.', bn: 'সদস্য নং' },
  isMember: {
    en: 'is a member of the society, listing cars for sale on its site as a verified dealer.',
    bn: 'সমিতির একজন সদস্য এবং সমিতির সাইটে যাচাইকৃত ডিলার হিসেবে গাড়ি বিক্রির তালিকা দেন।',
  },
  scan: {
    en: 'Scan the code to see, today, whether this member is in good standing:',
    bn: 'এই সদস্য আজ সমিতির নিয়মিত সদস্য কি না, দেখতে কোডটি স্ক্যান করুন:',
  },
  issued: { en: 'Issued on', bn: 'প্রদানের তারিখ' },
} as const;

/** The QR code's side in points, quiet zone included: some 7.5 cm, read from across a showroom. */
export const CERTIFICATE_QR_SIZE = 210;

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  color?: string;
  /** The space to the next line, in points. */
  after: number;
}

const GREEN = '#0f5132';
const MUTED = '#4b5563';
const MARGIN = 56;

/**
 * The QR code drawn as squares in the PDF itself (vector, sharp at any print size), with the quiet zone of
 * four modules a scanner needs left white. Error correction M: a printed sheet on a showroom wall fades.
 */
function drawQr(doc: PdfDoc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const unit = size / (modules.size + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) doc.rect(x + (col + 4) * unit, y + (row + 4) * unit, unit, unit);
  doc.fill('#000000');
}

/** 'YYYY-MM-DD' as the society writes dates: dd/mm/yyyy, in the language's digits. */
const dayOf = (iso: string, lang: CertificateLang) =>
  localizeDigits(iso.split('-').reverse().join('/'), lang);

/**
 * A member's certificate for the showroom wall (A4): the letterhead, who the member is, and a QR code to
 * their verification page. The standing itself is not printed: a sheet cannot go out of date, the page can.
 */
export function renderCertificatePdf(
  member: { memberNo: string; name: string; business: string },
  url: string,
  lang: CertificateLang,
  society: SocietyConfig,
  issuedOn: string,
): Promise<Buffer> {
  const { doc, bytes } = createPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: {
      Title: `${TEXT.title[lang]} - ${localizeDigits(member.memberNo, lang)}`,
      Author: society.name.en,
    },
  });
  const width = doc.page.width - 2 * MARGIN;
  // One centred line of mixed-script text, cut to the page's width if it must be.
  const centre = (text: string, y: number, size: number, bold = false, color?: string) => {
    const style: Style = { size, bold, ...(color ? { color } : {}) };
    const x = MARGIN + Math.max(0, (width - widthOf(doc, text, style)) / 2);
    cell(doc, text, x, y, width - (x - MARGIN), style);
  };
  doc
    .rect(MARGIN / 2, MARGIN / 2, doc.page.width - MARGIN, doc.page.height - MARGIN)
    .lineWidth(3)
    .strokeColor(GREEN)
    .stroke();
  let y = MARGIN;
  centre(society.name[lang], y, 15, true, GREEN);
  y += 22;
  centre(society.address[lang], y, 10, false, MUTED);
  y += 14;
  centre(society.registration[lang], y, 9, false, MUTED);
  doc
    .moveTo(MARGIN + width / 4, y + 20)
    .lineTo(MARGIN + (3 * width) / 4, y + 20)
    .lineWidth(0.75)
    .strokeColor(GREEN)
    .stroke();
  // The letterhead at the top, the date at the foot, and what the sheet certifies centred between them, so
  // the A4 sheet is filled evenly rather than left blank below the code.
  const top = y + 36;
  const foot = doc.page.height - MARGIN - 30;
  const lines: Line[] = [
    { text: TEXT.title[lang], size: 26, bold: true, color: GREEN, after: 52 },
    { text: TEXT.certifies[lang], size: 12, color: MUTED, after: 26 },
    { text: member.name, size: 22, bold: true, after: 32 },
    ...(member.business ? [{ text: member.business, size: 14, after: 22 }] : []),
    {
      text: `${TEXT.memberNo[lang]} ${localizeDigits(member.memberNo, lang)}`,
      size: 14,
      bold: true,
      after: 28,
    },
    { text: TEXT.isMember[lang], size: 11, color: MUTED, after: 40 },
    { text: TEXT.scan[lang], size: 11, after: 22 },
  ];
  const height = lines.reduce((sum, line) => sum + line.after, 0) + CERTIFICATE_QR_SIZE + 8 + 12;
  y = top + Math.max(0, (foot - top - height) / 2);
  for (const line of lines) {
    centre(line.text, y, line.size, line.bold, line.color);
    y += line.after;
  }
  drawQr(doc, url, MARGIN + (width - CERTIFICATE_QR_SIZE) / 2, y, CERTIFICATE_QR_SIZE);
  y += CERTIFICATE_QR_SIZE + 8;
  centre(url, y, 9, false, MUTED);
  centre(`${TEXT.issued[lang]}: ${dayOf(issuedOn, lang)}`, foot, 11);
  doc.end();
  return bytes;
}
