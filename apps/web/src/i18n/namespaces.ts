/**
 * Translation namespaces, one per area: common (header, footer, shared building blocks), public (public and
 * login pages), member, admin and finance (loaded with the member or admin layout), and account (what both
 * logged-in areas say about one's own password, loaded with either layout, never on a public page).
 */
export const NAMESPACES = [
  'common',
  'public',
  'member',
  'admin',
  'finance',
  'account',
  // One namespace per later feature, loaded by the pages that show it.
  'cars',
  'enquiries',
  'verification',
  'alerts',
  'governance',
  'elections',
  'documents',
  'yearend',
  'registers',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
