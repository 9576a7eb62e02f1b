import { describe, expect, it } from 'vitest';
import {
  committeeTitleLabel,
  complaintTypeLabel,
  paymentMethodLabel,
  privilegeLabel,
  sourceLabel,
} from '../src/vocabulary';

describe('vocabulary labels', () => {
  it('shows stored English words in Bengali on Bengali pages', () => {
    expect(committeeTitleLabel('General Secretary', 'bn')).toBe('সাধারণ সম্পাদক');
    expect(committeeTitleLabel('President', 'bn')).toBe('সভাপতি');
    expect(sourceLabel('Admission deposit', 'bn')).toBe('ভর্তি জমা');
    expect(paymentMethodLabel('bkash', 'bn')).toBe('বিকাশ');
    expect(paymentMethodLabel('cash', 'bn')).toBe('নগদ টাকা');
    expect(complaintTypeLabel('legal matter', 'bn')).toBe('আইনি বিষয়');
    expect(privilegeLabel('Full_Access+', 'bn')).toBe('পূর্ণ অধিকার+');
  });

  it('shows them in readable English on English pages', () => {
    expect(paymentMethodLabel('bkash', 'en')).toBe('bKash');
    expect(paymentMethodLabel('cash', 'en')).toBe('Cash');
    expect(complaintTypeLabel('general objection', 'en')).toBe('General objection');
    expect(privilegeLabel('Finance_Access', 'en')).toBe('Finance_Access');
  });

  it('matches regardless of case and spacing, and leaves unknown or missing values as they are', () => {
    expect(committeeTitleLabel(' general secretary ', 'bn')).toBe('সাধারণ সম্পাদক');
    expect(sourceLabel('Donation from Karim Motors', 'bn')).toBe('Donation from Karim Motors');
    expect(committeeTitleLabel(null, 'bn')).toBe('');
    expect(paymentMethodLabel(undefined, 'en')).toBe('');
  });
});
