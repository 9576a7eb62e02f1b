import { ADMIN_ROUTES, MEMBER_ROUTES, PUBLIC_ROUTES } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { adminRolesFor, planShots, shotName } from '../plan.mjs';

const names = (path: string) => adminRolesFor(path).map((role: { name: string }) => role.name);

describe('the screens plan', () => {
  it('shows each admin page to the least-privileged demo admin who may open it and to Full_Access+', () => {
    expect(names('/Financial')).toEqual(['Finance_Access', 'Full_Access+']);
    expect(names('/ActiveMembersAdmin')).toEqual(['Member_Access', 'Full_Access+']);
    expect(names('/Admin')).toEqual(['Full_Access', 'Full_Access+']);
    expect(() => adminRolesFor('/Notices')).toThrow('not an admin route');
  });

  it('names Full_Access+ once where it is the only admin allowed', () => {
    const onlyTop = [{ name: 'A', phone: '1', privilege: 'Full_Access+' as const, password: 'p' }];
    expect(adminRolesFor('/Financial', onlyTop).map((role: { name: string }) => role.name)).toEqual([
      'Full_Access+',
    ]);
  });

  it('covers every route of the route table, public ones anonymously', () => {
    const shots = planShots();
    const routes = new Set(shots.map((shot: { route: string }) => shot.route));
    expect([...routes].sort()).toEqual([...PUBLIC_ROUTES, ...MEMBER_ROUTES, ...ADMIN_ROUTES].sort());
    expect(shots.filter((shot: { role: { kind: string } }) => shot.role.kind === 'anonymous')).toHaveLength(
      PUBLIC_ROUTES.length,
    );
    expect(new Set(shots.map(shotName)).size).toBe(shots.length);
    expect(planShots('financial').map(shotName)).toEqual([
      'Financial--Finance_Access',
      'Financial--Full_Access+',
      'FinancialMonthly--Finance_Access',
      'FinancialMonthly--Full_Access+',
      'FinancialExpenses--Finance_Access',
      'FinancialExpenses--Full_Access+',
    ]);
  });

  it('names a page whose address holds a record by its own name, not its address', () => {
    const anonymous = { name: 'anonymous', kind: 'anonymous' };
    expect(shotName({ route: '/Stocklist/7-toyota-axio-2016', name: 'Stocklist-car', role: anonymous })).toBe(
      'Stocklist-car--anonymous',
    );
  });
});
