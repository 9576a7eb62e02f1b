import { describe, expect, it } from 'vitest';
import {
  DHAKA_OFFSET,
  DHAKA_OFFSET_MS,
  dhakaDay,
  dhakaMoment,
  dhakaMonthStart,
  endOfDhakaDay,
  startOfDhakaDay,
  todayInDhaka,
} from '../src/dhaka-time';

const at = (iso: string) => Date.parse(iso);

describe('Dhaka time', () => {
  it('says the same offset in every form', () => {
    expect(DHAKA_OFFSET_MS).toBe(6 * 3_600_000);
    expect(Date.parse(`2025-07-01T00:00:00${DHAKA_OFFSET}`)).toBe(at('2025-06-30T18:00:00Z'));
  });

  it('turns the day at 18:00 UTC: 30 June ends and the financial year 1 July begins', () => {
    expect(todayInDhaka(at('2025-06-30T17:59:59.999Z'))).toBe('2025-06-30');
    expect(todayInDhaka(at('2025-06-30T18:00:00.000Z'))).toBe('2025-07-01');
    expect(todayInDhaka(new Date('2025-06-30T18:00:00Z'))).toBe('2025-07-01');
    expect(startOfDhakaDay('2025-07-01')).toBe(at('2025-06-30T18:00:00Z'));
    expect(endOfDhakaDay('2025-06-30')).toBe(at('2025-06-30T17:59:59.999Z'));
    expect(endOfDhakaDay('2025-06-30') + 1).toBe(startOfDhakaDay('2025-07-01'));
  });

  it('places a Dhaka date and time, across the year end too', () => {
    expect(dhakaMoment('2025-07-01', '10:30')).toBe(at('2025-07-01T04:30:00Z'));
    expect(dhakaMoment('2026-01-01', '05:00')).toBe(at('2025-12-31T23:00:00Z'));
  });

  it('gives the Dhaka day and month a moment falls in, not the UTC ones', () => {
    const justAfterMidnight = new Date('2025-06-30T18:00:01Z');
    expect(dhakaDay(justAfterMidnight)).toEqual({
      day: '2025-07-01',
      start: new Date('2025-06-30T18:00:00Z'),
      next: new Date('2025-07-01T18:00:00Z'),
    });
    expect(dhakaMonthStart(justAfterMidnight)).toEqual(new Date('2025-06-30T18:00:00Z'));
    expect(dhakaMonthStart(new Date('2025-06-30T17:59:59Z'))).toEqual(new Date('2025-05-31T18:00:00Z'));
  });
});
