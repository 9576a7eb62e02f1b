/**
 * Translation namespaces, one per area: common (header, footer, shared building blocks), public (public and
 * login pages), member, admin and finance (loaded with the member or admin layout).
 */
export const NAMESPACES = ['common', 'public', 'member', 'admin', 'finance'] as const;
export type Namespace = (typeof NAMESPACES)[number];
