import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTES,
  adminAreaOfPath,
  adminLandingPath,
  adminPagesFor,
  canAccessArea,
  hasPrivilege,
  normalizePrivilege,
  PRIVILEGES,
} from '../src';

const menu = (privilege: (typeof PRIVILEGES)[number]) => adminPagesFor(privilege).map((p) => p.path);

describe('privilege hierarchy', () => {
  it('Full_Access+ contains Full_Access, which contains Finance and Member access, and not upwards', () => {
    expect(hasPrivilege('Full_Access+', 'Full_Access')).toBe(true);
    expect(hasPrivilege('Full_Access', 'Finance_Access')).toBe(true);
    expect(hasPrivilege('Full_Access', 'Member_Access')).toBe(true);
    expect(hasPrivilege('Full_Access', 'Full_Access+')).toBe(false);
    expect(hasPrivilege('Finance_Access', 'Member_Access')).toBe(false);
    expect(hasPrivilege('Member_Access', 'Finance_Access')).toBe(false);
  });

  it('reads the legacy spelling Member_access and nothing unknown', () => {
    expect(normalizePrivilege('Member_access')).toBe('Member_Access');
    expect(normalizePrivilege('full_access')).toBeNull();
  });

  it('only Full_Access+ may add admins', () => {
    expect(PRIVILEGES.filter((p) => canAccessArea(p, 'addAdmin'))).toEqual(['Full_Access+']);
  });
});

describe('side menu per privilege', () => {
  it('Finance_Access sees the three finance pages, the balance check, the online payments and the year-end', () => {
    expect(menu('Finance_Access')).toEqual([
      '/Financial',
      '/FinancialMonthly',
      '/FinancialExpenses',
      '/BalanceUpdate',
      '/GatewayPayments',
      '/YearEnd',
      '/Registers',
    ]);
  });

  it('Member_Access sees the active and deceased member pages', () => {
    expect(menu('Member_Access')).toEqual(['/ActiveMembersAdmin', '/DeceasedMembersAdmin']);
  });

  it('Full_Access and Full_Access+ see every page', () => {
    expect(menu('Full_Access')).toHaveLength(25);
    expect(menu('Full_Access')).toContain('/MessageDeliveries');
    expect(menu('Finance_Access')).not.toContain('/MessageDeliveries');
    expect(menu('Full_Access+')).toEqual(menu('Full_Access'));
  });

  it('lands each privilege on a page it may open, /Financial when it can', () => {
    expect(adminLandingPath('Full_Access+')).toBe('/Financial');
    expect(adminLandingPath('Finance_Access')).toBe('/Financial');
    expect(adminLandingPath('Member_Access')).toBe('/ActiveMembersAdmin');
  });

  it('guards every admin route with an area', () => {
    for (const path of ADMIN_ROUTES) expect(adminAreaOfPath(path), path).toBeDefined();
    expect(adminAreaOfPath('/Stocklist')).toBeUndefined();
  });
});
