/**
 * The site's <Link> and <NavLink>: react-router's own hooks (useHref, useLinkClickHandler),
 * without its components. Their react-router versions carry framework-mode features this site
 * does not use (prefetch links from a route manifest, view transitions, route discovery, the
 * data router's pending state), which every page downloaded: dropping them took ~4.4 KB gzip
 * off every route's first-load JavaScript (with scripts/react-router-tree-shaking.ts, which lets
 * the bundler leave out components nothing imports). A click is handled the same way (modifier keys,
 * target and a prevented default leave it to the browser), and the markup is a plain <a href>.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Called with whether the link points at the current page (same path, in any letter case). */
  className?: (state: { isActive: boolean }) => string;
}

/**
 * A link that knows whether it points at the current page, and says so to assistive technology
 * (aria-current="page"). Exact matches only, like react-router's NavLink with `end`, and
 * case-insensitive like it: "/Services" marks the Services link.
 */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const isActive = pathname.toLowerCase() === target.toLowerCase();
  return <Link {...rest} to={to} className={className?.({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
