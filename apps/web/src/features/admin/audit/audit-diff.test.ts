import { describe, expect, it } from 'vitest';
import { changedFields, prettyJson, showValue } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields whose value changed, in their order', () => {
    expect(
      changedFields(
        { member_no: '1042', payable: 50000, reason: null },
        { member_no: '1042', payable: 60000, reason: 'Committee decision' },
      ),
    ).toEqual([
      { key: 'payable', before: 50000, after: 60000 },
      { key: 'reason', before: null, after: 'Committee decision' },
    ]);
  });

  it('lists every field of a created record as added and of a deleted one as removed', () => {
    expect(changedFields(null, { id: 7, amount: 1500.5 })).toEqual([
      { key: 'id', before: undefined, after: 7 },
      { key: 'amount', before: undefined, after: 1500.5 },
    ]);
    expect(changedFields({ id: 7 }, null)).toEqual([{ key: 'id', before: 7, after: undefined }]);
  });

  it('compares nested values and lists by content', () => {
    expect(changedFields({ tags: ['a'], at: { x: 1 } }, { tags: ['a'], at: { x: 2 } })).toEqual([
      { key: 'at', before: { x: 1 }, after: { x: 2 } },
    ]);
  });

  it('compares values that are not records as a whole', () => {
    expect(changedFields(3, 4)).toEqual([{ key: '', before: 3, after: 4 }]);
    expect(changedFields(['a'], ['a'])).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });
});

describe('showValue and prettyJson', () => {
  it('shows strings as they are, other values as JSON, nothing as empty', () => {
    expect(showValue('Cash')).toBe('Cash');
    expect(showValue(false)).toBe('false');
    expect(showValue(undefined)).toBe('');
    expect(prettyJson(null)).toBe('');
    expect(prettyJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
