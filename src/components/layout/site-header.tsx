import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../router/link';
import { site } from '@content/site';
import { cn } from '../../lib/cn';
import { paths } from '../../route-table';
import { siteNavLinks } from './nav-links';
import { buttonClass } from '../ui/variants';
import { Logo } from './logo';
import { SearchButton } from '../search/search-button';

/**
 * The small-screen menu: a <details> disclosure, so it opens and closes without JavaScript (a
 * link then loads the next page, which starts closed). With scripts it also closes on Escape,
 * on a tap outside and on navigation, returns focus to its toggle, and keeps Tab inside while
 * open. It stays uncontrolled: React never fights the element's own open state, which the
 * visitor may have changed before hydration.
 */
function MobileMenu({ linkClass }: { linkClass: (state: { isActive: boolean }) => string }) {
  const { details, toggle, close, onKeyDown } = useMenuDisclosure();
  return (
    <details ref={details} onKeyDown={onKeyDown} className="group xl:hidden">
      <summary
        ref={toggle}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-ink-700 hover:bg-ink-50 [&::-webkit-details-marker]:hidden"
      >
        {/* The open state is the summary's own (expanded/collapsed), so the name stays the same. */}
        <span className="sr-only">Menu</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:inline" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      {/* A backdrop dims the page under the open menu (and a tap on it closes the menu), so the
          panel reads as a layer over the page, not as part of it. */}
      <div data-menu-backdrop="" aria-hidden="true" onClick={close} className="absolute inset-x-0 top-full h-dvh bg-ink-900/40" />
      <MenuPanel linkClass={linkClass} close={close} />
    </details>
  );
}

/**
 * The scripted behaviour of the menu's <details>: it closes on navigation, on a click outside and
 * on Escape, gives focus back to its toggle, and keeps Tab inside while open.
 */
function useMenuDisclosure() {
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);

  // Focus goes back to the toggle, also after a link: the link is hidden once the menu closes.
  const close = () => {
    if (!details.current?.open) return;
    details.current.open = false;
    toggle.current?.focus({ preventScroll: true });
  };

  // Any navigation closes it (focus then goes to the new page, route-announcer.tsx).
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);

  // On click, not pointerdown: a press on the page would otherwise take focus after we gave it back.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const menu = details.current;
      if (!menu?.open || menu.contains(event.target as Node)) return;
      menu.open = false;
      toggle.current?.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (!details.current?.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab from the last item goes back to the toggle, Shift+Tab from the toggle to the last item.
    const items = [toggle.current, ...details.current.querySelectorAll<HTMLElement>('[data-menu-panel] a')].filter((item) => item !== null);
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return { details, toggle, close, onKeyDown };
}

/** The open menu's links and demo button; each closes the menu. */
function MenuPanel({ linkClass, close }: { linkClass: (state: { isActive: boolean }) => string; close: () => void }) {
  return (
    // Below the bar, over the page: the sticky header is its containing block.
    <div
      data-menu-panel=""
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-ink-100 bg-white shadow-lg"
    >
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
        {siteNavLinks.map((link) => (
          <li key={link.path}>
            <NavLink to={link.path} className={linkClass} onClick={close}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="mt-2">
          <Link to={paths.contact} className={buttonClass({ size: 'md', className: 'w-full' })} onClick={close}>
            {site.actions.demo}
          </Link>
        </li>
      </ul>
    </div>
  );
}

export function SiteHeader() {
  // The bar's links, and (`menu`) the taller ones of the mobile menu.
  const linkClass = ({ isActive }: { isActive: boolean }, menu = false) =>
    cn(
      'rounded-md px-3 font-medium transition-colors',
      menu ? 'block py-3 text-base' : 'py-2 text-sm whitespace-nowrap',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-50 hover:text-brand-700',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </Link>
        {/* Eight links, the search and the demo button fit one line from xl (1280 px) up; below, the menu holds the links and the bar keeps the demo button from lg. */}
        <ul className="hidden items-center gap-1 xl:flex">
          {siteNavLinks.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <SearchButton />
        <Link to={paths.contact} className={buttonClass({ size: 'sm', display: 'hidden lg:inline-flex' })}>
          {site.actions.demo}
        </Link>
        <MobileMenu linkClass={(state) => linkClass(state, true)} />
      </nav>
    </header>
  );
}
