import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditValueText } from './audit-fields';
import { auditActionLabel, auditAreaLabel, auditRecordLabel, spellOut } from './audit-words';

describe('audit actions, areas and records in words', () => {
  it('names what was done in both languages', () => {
    expect(auditActionLabel('publicComplaint.solve', 'en')).toBe('Solved a public complaint');
    expect(auditActionLabel('publicComplaint.solve', 'bn')).toBe('জনসাধারণের অভিযোগ নিষ্পন্ন করেছেন');
    expect(auditAreaLabel('publicComplaint', 'en')).toBe('Public complaints');
    expect(auditAreaLabel('deposit', 'bn')).toBe('জমা');
  });

  it('names the record by kind and number, in the language’s digits', () => {
    expect(auditRecordLabel({ entity: 'public_complaints', entity_id: '17' }, 'en')).toBe(
      'Public complaint no. 17',
    );
    expect(auditRecordLabel({ entity: 'public_complaints', entity_id: '17' }, 'bn')).toBe(
      'জনসাধারণের অভিযোগ নং ১৭',
    );
    expect(auditRecordLabel({ entity: 'notification_settings', entity_id: null }, 'en')).toBe(
      'Message settings',
    );
  });

  it('spells out a code it does not know instead of showing it raw', () => {
    expect(spellOut('publicComplaint.reopen_all')).toBe('Public complaint reopen all');
    expect(auditActionLabel('stock.reprice', 'en')).toBe('Car stock: Reprice');
    expect(auditActionLabel('archive.run', 'en')).toBe('Archive run');
    expect(auditAreaLabel('archive', 'bn')).toBe('Archive');
  });
});

describe('audited fields and values', () => {
  it('names fields in words', () => {
    expect(auditFieldLabel('solution_timestamp', 'en')).toBe('Solved at');
    expect(auditFieldLabel('solution_timestamp', 'bn')).toBe('সমাধানের সময়');
    expect(auditFieldLabel('last_hand_over', 'en')).toBe('Last hand over');
  });

  it('shows moments in Dhaka time and every digit in the language', () => {
    // 02:42 UTC is 08:42 in Dhaka (UTC+6).
    expect(auditValueText('2026-11-26T02:42:59.399Z', 'en')).toBe('26 November 2026, 08:42');
    expect(auditValueText('2026-11-26T02:42:59.399Z', 'bn')).toBe('২৬ নভেম্বর ২০২৬, ০৮:৪২');
    expect(auditValueText(60000, 'bn')).toBe('৬০০০০');
    expect(auditValueText('01711000001', 'bn')).toBe('০১৭১১০০০০০১');
    expect(auditValueText(['1001', '1002'], 'bn')).toBe('১০০১, ১০০২');
    expect(auditValueText(true, 'en')).toBe('yes');
    expect(auditValueText(null, 'bn')).toBe('নেই');
    expect(auditValueText(undefined, 'bn')).toBe('');
  });
});
