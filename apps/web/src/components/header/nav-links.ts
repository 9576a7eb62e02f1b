/** The public navigation of the shared header, shared by the desktop bar and the mobile menu. */
interface NavLinkItem {
  to: string;
  label: string; // i18n key
}

export interface NavGroupItem {
  id: 'members' | 'committee';
  label: string;
  links: readonly NavLinkItem[];
}

type NavItem = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'group' } & NavGroupItem);

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', to: '/', label: 'nav.home' },
  {
    kind: 'group',
    id: 'members',
    label: 'nav.members',
    links: [
      { to: '/ActiveMembers', label: 'nav.activeMembers' },
      { to: '/DeceasedMembers', label: 'nav.deceasedMembers' },
      { to: '/MemberFacilities', label: 'nav.memberFacilities' },
      { to: '/BecomeMember', label: 'nav.becomeMember' },
      { to: '/Documents', label: 'nav.documents' },
    ],
  },
  {
    kind: 'group',
    id: 'committee',
    label: 'nav.committee',
    links: [
      { to: '/CurrentCommittee', label: 'nav.currentCommittee' },
      { to: '/FoundingCommittee', label: 'nav.foundingCommittee' },
      { to: '/PreviousCommittees', label: 'nav.previousCommittees' },
      { to: '/Elections', label: 'nav.elections' },
    ],
  },
  { kind: 'link', to: '/Notices', label: 'nav.noticeboard' },
  { kind: 'link', to: '/Stocklist', label: 'nav.stocks' },
  { kind: 'link', to: '/ServiceCenters', label: 'nav.serviceCenters' },
  { kind: 'link', to: '/Gallery', label: 'nav.gallery' },
  { kind: 'link', to: '/AdminLogin', label: 'nav.adminLogin' },
  { kind: 'link', to: '/MemberLogin', label: 'nav.memberLogin' },
];

export const groupIsActive = (group: NavGroupItem, pathname: string) =>
  group.links.some((link) => link.to === pathname);
