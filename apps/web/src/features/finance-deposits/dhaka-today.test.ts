import { describe, expect, it } from 'vitest';
import { dhakaToday } from './dhaka-today';

describe('dhakaToday', () => {
  it('is already the next day in Dhaka from 18:00 UTC', () => {
    expect(dhakaToday(Date.parse('2025-03-04T17:59:00Z'))).toBe('2025-03-04');
    expect(dhakaToday(Date.parse('2025-03-04T18:00:00Z'))).toBe('2025-03-05');
    expect(dhakaToday(Date.parse('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
  });
});
