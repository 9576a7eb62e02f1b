import type { ReceiptDocument } from '@samity/api';

/** A standing receipt of one month, for the PDF bench (bench/pdf-load.mjs) and the pool's own test. */
export const SAMPLE_RECEIPT: ReceiptDocument = {
  id: 1,
  receipt_no: 'R-2026-000123',
  main_id: 1,
  month: 'January-2026',
  date: '2026-01-05',
  method: 'bkash',
  amount: 1500,
  online: true,
  trx_id: 'TRX8N4Q2Z7',
  sandbox: false,
  refunded: false,
  refunded_amount: 0,
  created_at: '2026-01-05T04:12:00.000Z',
  months: [],
  member_no: '1001',
  name: 'মোহাম্মদ রহিম উদ্দিন',
  note: '',
  refunded_at: null,
};
