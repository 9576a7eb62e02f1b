import { describe, expect, it } from 'vitest';
import { exactPath, oneOf } from './exact-path';

const match = (route: string, path: string) => {
  const { pattern, keys } = exactPath(route);
  const found = pattern.exec(path);
  return found ? Object.fromEntries(keys.map((key, i) => [key, found[i + 1]])) : null;
};

describe('exactPath', () => {
  it('matches a page only in its own case', () => {
    expect(match('/Stocklist', '/Stocklist')).toEqual({});
    expect(match('/Stocklist', '/Stocklist/')).toEqual({});
    // wouter's own parser would take these: CaseRedirect must see them instead.
    expect(match('/Stocklist', '/stocklist')).toBeNull();
    expect(match('/Stocklist', '/STOCKLIST')).toBeNull();
    expect(match('/Stocklist', '/Stocklist/12-toyota')).toBeNull();
    expect(match('/', '/')).toEqual({});
    expect(match('/', '/Gallery')).toBeNull();
  });

  it('reads a parameter from its segment only', () => {
    expect(match('/Stocklist/:car', '/Stocklist/12-toyota-corolla-2015')).toEqual({
      car: '12-toyota-corolla-2015',
    });
    expect(match('/Stocklist/:car', '/stocklist/12-toyota')).toBeNull();
    expect(match('/Stocklist/:car', '/Stocklist/12/extra')).toBeNull();
    expect(match('/alerts/stop/:token', '/alerts/stop/a.b-c_d')).toEqual({ token: 'a.b-c_d' });
  });

  it('takes the rest of the path for *', () => {
    expect(match('*', '/anything/at/all')).toEqual({ '*': '/anything/at/all' });
  });

  it('matches a prefix when loose (nested routes)', () => {
    expect(exactPath('/Stocklist', true).pattern.test('/Stocklist/12')).toBe(true);
    expect(exactPath('/Stocklist', true).pattern.test('/StocklistX')).toBe(false);
  });
});

describe('oneOf', () => {
  it('matches any of the paths exactly, in their own case', () => {
    const area = oneOf(['/MemberDashboard', '/Admin']);
    expect(area.test('/MemberDashboard')).toBe(true);
    expect(area.test('/Admin/')).toBe(true);
    expect(area.test('/admin')).toBe(false);
    expect(area.test('/AdminLogin')).toBe(false);
  });
});
