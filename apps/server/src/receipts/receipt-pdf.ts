import type { ReceiptDocument } from '@samity/api';
import {
  formatDate,
  formatMoment,
  formatMonthLabel,
  localizeDigits,
  type ReceiptLang,
  type SocietyConfig,
  takaToPoisha,
} from '@samity/domain';
import { createPdfDocument } from '../pdf/pdf-document';
import { cell, type Style } from '../pdf/table-pdf';
import { formatTaka } from '../statements/statement-text';
import { takaInWords } from './amount-words';

type Texts = Record<ReceiptLang, string>;
const t = (en: string, bn: string): Texts => ({ en, bn });

export const RECEIPT_LABELS = {
  title: t('Money receipt', 'টাকা প্রাপ্তির রসিদ'),
  receiptNo: t('Receipt No', 'রসিদ নং'),
  recorded: t('Recorded on', 'গ্রহণের সময়'),
  memberNo: t('Member No', 'সদস্য নং'),
  name: t('Name', 'নাম'),
  paymentFor: t('Payment for', 'যে বাবদ'),
  monthly: t('Monthly contribution', 'মাসিক চাঁদা'),
  months: t('months', 'মাস'),
  date: t('Payment date', 'পরিশোধের তারিখ'),
  method: t('Method', 'মাধ্যম'),
  trxId: t('bKash transaction ID', 'বিকাশ ট্রানজেকশন আইডি'),
  sandbox: t('Sandbox (no real money)', 'স্যান্ডবক্স (আসল টাকা নয়)'),
  sandboxNote: t('A test payment: no money was paid', 'পরীক্ষামূলক পেমেন্ট: কোনো টাকা দেওয়া হয়নি'),
  amount: t('Amount', 'টাকার পরিমাণ'),
  inWords: t('In words', 'কথায়'),
  status: t('Status', 'অবস্থা'),
  paid: t('Paid', 'পরিশোধিত'),
  refunded: t('Refunded', 'ফেরত দেওয়া হয়েছে'),
  refundedStamp: t('REFUNDED', 'ফেরত'),
  refundedOn: t('on', 'তারিখ'),
  issued: t('Issued on', 'প্রস্তুতের তারিখ'),
  footer: t(
    'A computer-made receipt: valid without a signature. The finance desk can confirm it by its number.',
    'কম্পিউটারে প্রস্তুত রসিদ: স্বাক্ষর ছাড়াই বৈধ। রসিদ নং দিয়ে অর্থ বিভাগ এটি যাচাই করতে পারে।',
  ),
} as const;

const METHODS: Record<string, Texts> = {
  bkash: t('bKash', 'বিকাশ'),
  nagad: t('Nagad', 'নগদ'),
  sslcommerz: t('SSLCommerz', 'এসএসএলকমার্জ'),
  mastercard: t('Mastercard', 'মাস্টারকার্ড'),
  amex: t('American Express', 'আমেরিকান এক্সপ্রেস'),
  cash: t('Cash', 'ক্যাশ'),
  bank: t('Bank', 'ব্যাংক'),
  cheque: t('Cheque', 'চেক'),
};

/** A payment method as the receipt names it (unknown ones as stored). */
export const methodName = (method: string, lang: ReceiptLang) => METHODS[method]?.[lang] ?? method;

const MARGIN = 48;
const GREEN = '#0f5132';
const RED = '#b02a37';
const MUTED = '#4b5563';

/**
 * One payment's receipt as an A4 PDF in English or Bengali: the letterhead, the receipt number, the member,
 * the month paid for (or each month of one payment of several, with its share), the day, method and amount (in English also in words), the bKash transaction id of an
 * online payment, and whether it stands or was refunded (with a red stamp). Bengali receipts use Bengali
 * digits and month names; receipt numbers and transaction ids stay as issued, since people quote them.
 */
export function renderReceiptPdf(
  receipt: ReceiptDocument,
  lang: ReceiptLang,
  society: SocietyConfig,
  issuedAt: Date,
): Promise<Buffer> {
  const L = (key: keyof typeof RECEIPT_LABELS) => RECEIPT_LABELS[key][lang];
  const { doc, bytes } = createPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: { Title: `${L('title')} ${receipt.receipt_no}`, Author: society.name.en },
  });
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  const line = (color: string, weight: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();

  cell(doc, society.name[lang], MARGIN, y, width, { size: 14, bold: true, color: GREEN });
  y += 20;
  cell(doc, society.address[lang], MARGIN, y, width, { size: 9, color: MUTED });
  y += 16;
  line(GREEN, 1.2);
  y += 14;
  cell(doc, L('title'), MARGIN, y, width / 2, { size: 17, bold: true });
  cell(doc, receipt.receipt_no, MARGIN + width / 2, y + 2, width / 2, { size: 13, bold: true }, 'right');
  y += 34;

  const labelWidth = 160;
  const fact = (label: string, value: string, style: Partial<Style> = {}) => {
    cell(doc, label, MARGIN, y, labelWidth, { size: 10.5, color: MUTED });
    cell(doc, value, MARGIN + labelWidth, y, width - labelWidth, { size: 10.5, bold: true, ...style });
    y += 20;
  };
  const digits = (text: string | number) => localizeDigits(text, lang);

  fact(L('receiptNo'), receipt.receipt_no);
  fact(L('memberNo'), digits(receipt.member_no));
  fact(L('name'), receipt.name);
  if (receipt.months.length > 1) {
    // One online payment of several months: every month with its share and its own receipt number.
    fact(L('paymentFor'), `${L('monthly')}: ${digits(receipt.months.length)} ${L('months')}`);
    for (const month of receipt.months) {
      if (y > doc.page.height - 220) {
        doc.addPage();
        y = MARGIN;
      }
      fact(
        `   ${formatMonthLabel(month.month, lang)}`,
        `${formatTaka(lang, month.amount)}  (${month.receipt_no})`,
        { bold: false },
      );
    }
  } else fact(L('paymentFor'), `${L('monthly')}: ${formatMonthLabel(receipt.month, lang)}`);
  fact(L('date'), formatDate(receipt.date, lang));
  fact(L('method'), methodName(receipt.method, lang));
  if (receipt.trx_id) fact(L('trxId'), receipt.trx_id);
  // A sandbox payment moved no money: the receipt must never pass for one that did.
  if (receipt.sandbox) fact(L('sandbox'), L('sandboxNote'), { color: RED });
  fact(L('recorded'), formatMoment(receipt.created_at, lang));
  y += 4;
  line('#d1d5db', 0.5);
  y += 12;
  fact(L('amount'), formatTaka(lang, receipt.amount), { size: 15, color: GREEN });
  y += 4;
  if (lang === 'en') {
    cell(doc, L('inWords'), MARGIN, y, labelWidth, { size: 10.5, color: MUTED });
    // English only: wraps rather than cutting, as a long amount in words may need two lines.
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5 * 0.92)
      .fillColor('#1f2937')
      .text(takaInWords(takaToPoisha(receipt.amount)), MARGIN + labelWidth, y + 10.5 * 0.22, {
        width: width - labelWidth,
      });
    y = Math.max(y + 20, doc.y + 6);
  }
  if (receipt.refunded) {
    const refund = [
      L('refunded'),
      formatTaka(lang, receipt.refunded_amount),
      receipt.refunded_at ? `${L('refundedOn')} ${formatMoment(receipt.refunded_at, lang)}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
    fact(L('status'), refund, { color: RED });
    // A stamp under the figures, so a printed copy cannot pass for a standing payment.
    const box = { x: MARGIN + width - 200, y: y + 8, w: 180, h: 48 };
    doc.save();
    doc.rotate(-8, { origin: [box.x + box.w / 2, box.y + box.h / 2] });
    doc.roundedRect(box.x, box.y, box.w, box.h, 6).lineWidth(3).strokeColor(RED).stroke();
    cell(doc, L('refundedStamp'), box.x + 16, box.y + 10, box.w - 24, { size: 22, bold: true, color: RED });
    doc.restore();
    y += 70;
  } else fact(L('status'), L('paid'), { color: GREEN });

  y += 16;
  line('#d1d5db', 0.5);
  y += 10;
  cell(doc, `${L('issued')}: ${formatMoment(issuedAt.toISOString(), lang)}`, MARGIN, y, width, {
    size: 9,
    color: MUTED,
  });
  y += 16;
  cell(doc, L('footer'), MARGIN, y, width, { size: 8.5, color: MUTED });

  doc.end();
  return bytes;
}
