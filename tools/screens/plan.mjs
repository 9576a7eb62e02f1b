// Which screens `npm run screens` renders, as whom and at which widths: every route of the domain's route table,
// public ones anonymously, the member's as a demo member, each admin page as the least-privileged demo admin
// who may open it and as Full_Access+ (the two see different menus and buttons).
import { DEMO_ADMINS, DEMO_MEMBERS } from '../../packages/db/src/seed/accounts.ts';
import {
  adminAreaOfPath,
  canAccessArea,
  hasPrivilege,
  PRIVILEGES,
} from '../../packages/domain/src/privileges.ts';
import { ADMIN_ROUTES, MEMBER_ROUTES, PUBLIC_ROUTES } from '../../packages/domain/src/routes.ts';

/** A phone in Bengali, a desktop in English: the two ends the site must look right at. */
export const VIEWS = [
  { name: '375-bn', width: 375, height: 740, language: 'bn', mobile: true },
  { name: '1280-en', width: 1280, height: 800, language: 'en', mobile: false },
];

const anonymous = { name: 'anonymous', kind: 'anonymous' };
const member = (() => {
  const { memberNo, password } = DEMO_MEMBERS.find((one) => !one.initial);
  return { name: `member-${memberNo}`, kind: 'member', login: { member: memberNo, password } };
})();
const adminRole = (admin) => ({
  name: admin.privilege,
  kind: 'admin',
  privilege: admin.privilege,
  login: { phone: admin.phone, password: admin.password },
});

/** How much a privilege holds: the fewer privileges it contains, the less it may do. */
const breadth = (privilege) => PRIVILEGES.filter((other) => hasPrivilege(privilege, other)).length;

/** The demo admins who may open an admin route: the least-privileged one and Full_Access+, once each. */
export function adminRolesFor(path, admins = DEMO_ADMINS) {
  const area = adminAreaOfPath(path);
  if (!area) throw new Error(`${path} is not an admin route`);
  const allowed = admins.filter((admin) => canAccessArea(admin.privilege, area));
  const least = [...allowed].sort((a, b) => breadth(a.privilege) - breadth(b.privilege))[0];
  const top = allowed.find((admin) => admin.privilege === 'Full_Access+');
  return [...new Set([least, top].filter(Boolean))].map(adminRole);
}

/** Every route with the roles that look at it; `only` keeps the routes whose path contains it. */
export function planShots(only) {
  const shots = [
    ...PUBLIC_ROUTES.map((route) => ({ route, role: anonymous })),
    ...MEMBER_ROUTES.map((route) => ({ route, role: member })),
    ...ADMIN_ROUTES.flatMap((route) => adminRolesFor(route).map((role) => ({ route, role }))),
  ];
  return only ? shots.filter((shot) => shot.route.toLowerCase().includes(only.toLowerCase())) : shots;
}

/**
 * The public pages whose address names a record of the demo (they are in no route table): a car's own page,
 * the first car the sitemap lists, and the verification page of that car's list's first verified dealer. Read
 * from the running server, since ids and tokens are the seed's. Each has a fixed name for its file.
 */
export async function addressedShots(base, only) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const car = sitemap.match(/<loc>[^<]*?(\/Stocklist\/[^<]+)<\/loc>/)?.[1];
  const stock = await (await fetch(`${base}/api/stocks`)).json();
  const verify = stock.find((c) => c.verify_path)?.verify_path;
  if (!car || !verify) throw new Error(`the demo has no car page (${car}) or verification page (${verify})`);
  const shots = [
    { route: car, name: 'Stocklist-car', role: anonymous },
    { route: verify, name: 'verify', role: anonymous },
  ];
  return only ? shots.filter((shot) => shot.name.toLowerCase().includes(only.toLowerCase())) : shots;
}

/** The file name of a screen: `/` is `home`, other paths their name (or the shot's own), then the role. */
export function shotName(shot) {
  return `${shot.name ?? (shot.route === '/' ? 'home' : shot.route.slice(1))}--${shot.role.name}`;
}
