import { describe, expect, it } from 'vitest';
import { canonicalAppPath, safeReturnPath } from '../src/routes';

describe('canonicalAppPath', () => {
  it('finds the page a path names whatever its letter case', () => {
    expect(canonicalAppPath('/stocklist')).toBe('/Stocklist');
    expect(canonicalAppPath('/MEMBERDASHBOARD')).toBe('/MemberDashboard');
    expect(canonicalAppPath('/financial')).toBe('/Financial');
    expect(canonicalAppPath('/Stocklist')).toBe('/Stocklist');
    expect(canonicalAppPath('/no-such-page')).toBeUndefined();
  });
});

describe('safeReturnPath', () => {
  it('sends a login back to a page of its own area, in the right case, with its query', () => {
    expect(safeReturnPath('/Financial', 'admin')).toBe('/Financial');
    expect(safeReturnPath('/action?page=2', 'admin')).toBe('/Action?page=2');
    expect(safeReturnPath('/memberdashboard#dues', 'member')).toBe('/MemberDashboard#dues');
  });

  it('refuses other sites, however the address is dressed up', () => {
    for (const evil of [
      '//evil.example',
      '//evil.example/Financial',
      'https://evil.example',
      'https://evil.example/Financial',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      ' /Financial',
      '/Financial\n//evil.example',
    ])
      expect(safeReturnPath(evil, 'admin'), evil).toBeNull();
  });

  it('refuses pages of another area, public and unknown pages, and nothing', () => {
    expect(safeReturnPath('/MemberDashboard', 'admin')).toBeNull();
    expect(safeReturnPath('/Financial', 'member')).toBeNull();
    expect(safeReturnPath('/Stocklist', 'admin')).toBeNull();
    expect(safeReturnPath('/nowhere', 'member')).toBeNull();
    expect(safeReturnPath('', 'admin')).toBeNull();
    expect(safeReturnPath(null, 'admin')).toBeNull();
  });
});
