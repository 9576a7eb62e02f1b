import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { useAddress } from '../lib/navigation';

type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'className'> & { to: string; className?: string };

/**
 * A menu's link to a page, marked when it is the page on screen: class "active" for the menus' styles and
 * aria-current="page" for screen readers. Paths are exact (one page each), so "on screen" is an equal path
 * (a trailing slash aside).
 */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const { pathname } = useAddress();
  const active = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname) === to;
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes || undefined} aria-current={active ? 'page' : undefined} {...props} />
  );
}
