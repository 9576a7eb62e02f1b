import { describe, expect, it } from 'vitest';
import {
  ZMemberComplaintInput,
  ZNomineeFields,
  ZStockUploadInput,
  ZUpdateRequestInput,
} from '../src/schemas';

const car = {
  brand: 'Toyota',
  model: 'Axio',
  model_year: 2016,
  reg_year: 2017,
  cc: 1500,
  color: 'White',
  mileage: 0,
  asking_price: 1_500_000.5,
};

describe('member dashboard schemas (shared by the web forms and the server)', () => {
  it('reads a car form: pics cover first, `pic` alone as one picture, duplicates once', () => {
    expect(
      ZStockUploadInput.parse({ ...car, pics: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/a.jpg'] }),
    ).toEqual({ ...car, pics: ['/uploads/a.jpg', '/uploads/b.jpg'] });
    expect(ZStockUploadInput.parse({ ...car, pic: 'https://bucket.example.com/x.jpg' }).pics).toEqual([
      'https://bucket.example.com/x.jpg',
    ]);
  });

  it('takes numbers only: text, true or a list for a number field is refused, not read', () => {
    const pics = ['/uploads/a.jpg'];
    for (const [field, value] of [
      ['cc', '1500'],
      ['model_year', true],
      ['mileage', [0]],
      ['asking_price', '1500000.50'],
    ] as const) {
      const result = ZStockUploadInput.safeParse({ ...car, pics, [field]: value });
      expect(
        result.error?.issues.map((issue) => issue.path[0]),
        field,
      ).toEqual([field]);
    }
  });

  it('refuses a car without a picture, with more than 6, or with an address that is not an upload', () => {
    expect(ZStockUploadInput.safeParse(car).success).toBe(false);
    const seven = Array.from({ length: 7 }, (_, i) => `/uploads/${i}.jpg`);
    expect(ZStockUploadInput.safeParse({ ...car, pics: seven }).success).toBe(false);
    for (const bad of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:image/png;base64,AAAA', ''])
      expect(ZStockUploadInput.safeParse({ ...car, pics: [bad] }).success, bad).toBe(false);
  });

  it('requires all five nominee fields and a phone-like cell number', () => {
    const nominee = {
      name: 'A',
      relation: 'Son',
      nid_bcr: '123',
      cell_no: '+880 1711-000000',
      address: 'Dhaka',
    };
    expect(ZNomineeFields.parse(nominee)).toEqual(nominee);
    for (const key of Object.keys(nominee))
      expect(ZNomineeFields.safeParse({ ...nominee, [key]: ' ' }).success, key).toBe(false);
    expect(ZNomineeFields.safeParse({ ...nominee, cell_no: 'ask my brother' }).success).toBe(false);
  });

  it('drops what the server sets: an objection’s timestamp, a request’s status', () => {
    expect(ZMemberComplaintInput.parse({ objection: 'x', submission_timestamp: '2000-01-01' })).toEqual({
      type: 'legal matter',
      objection: 'x',
    });
    expect(ZUpdateRequestInput.parse({ field: 'phone', correct_version: '017', status: 'solved' })).toEqual({
      field: 'phone',
      correct_version: '017',
    });
  });
});
