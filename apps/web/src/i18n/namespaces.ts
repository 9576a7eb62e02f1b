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
  'home',
  'joining',
  'login',
  'cars',
  'enquiries',
  'verification',
  'alerts',
  'governance',
  'elections',
  'documents',
  'yearend',
  'registers',
  // The texts of the server's refusals (errors.<key>): fetched when an answer is an error (lib/trpc.ts), and
  // with the member and admin layouts, never in a public first load.
  'errors',
] as const;
/**
 * Texts that are not a file per language: the vehicle vocabulary's Bengali names, loaded as texts by the pages
 * showing cars (vehicle-names.ts).
 */
export const CODE_NAMESPACES = ['vehicles'] as const;
export type Namespace = (typeof NAMESPACES)[number] | (typeof CODE_NAMESPACES)[number];
