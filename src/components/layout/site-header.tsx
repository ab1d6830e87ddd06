import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { site } from '@content/site';
import { cn } from '../../lib/cn';
import { paths } from '../../route-table';
import { siteNavLinks } from './nav-links';
import { buttonClass } from '../ui/variants';
import { Logo } from './logo';
import { SearchButton } from '../search/search-button';


export function SiteHeader() {
  const location = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);
  const menuId = useId();

  // The bar's links, and (`menu`) the taller ones of the mobile menu.
  const linkClass = ({ isActive }: { isActive: boolean }, menu = false) =>
    cn(
      'rounded-md px-3 font-medium transition-colors',
      menu ? 'block py-3 text-base' : 'py-2 text-sm',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-50 hover:text-brand-700',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {siteNavLinks.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <SearchButton />
        <Link to={paths.contact} className={buttonClass({ size: 'sm', display: 'hidden lg:inline-flex' })}>
          Request a Demo
        </Link>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-700 hover:bg-ink-50 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-ink-100 bg-white lg:hidden">
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
          {siteNavLinks.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} end className={(state) => linkClass(state, true)} onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
