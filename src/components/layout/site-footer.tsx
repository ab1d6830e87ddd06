import type { ReactNode } from 'react';
import { Link } from '../../router/link';
import { site } from '@content/site';
import { policyLinks } from '@content/policy-links';
import { siteNavLinks } from './nav-links';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/tel';
import { footerActions } from './footer-actions';
import { Logo } from './logo';

const footerLink = 'hover:text-white hover:underline';
const socialLinks = [
  ['LinkedIn', site.social.linkedin],
  ['YouTube', site.social.youtube],
] as const;

/** A titled column of the footer's link grid. */
function FooterColumn({
  title,
  spacing = 'space-y-2',
  children,
}: {
  title: string;
  spacing?: 'space-y-2' | 'space-y-3';
  children: ReactNode;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className={cn('mt-4 text-sm', spacing)}>{children}</ul>
    </div>
  );
}

/**
 * The footer. It never changes after load, so the layout keeps its prerendered HTML and a
 * visitor's browser never downloads this code (src/components/layout/site-layout.tsx).
 */
export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo inverse />
          <p className="text-sm leading-relaxed">{site.tagline}</p>
          <ul className="flex flex-wrap gap-2" aria-label="Certifications">
            {site.certifications.map((certification) => (
              <li key={certification} className="rounded-md border border-brand-700 px-2 py-1 text-xs font-semibold text-white">
                {certification}
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Company">
          {siteNavLinks.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className={footerLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Offices" spacing="space-y-3">
          {site.offices.map((office) => (
            <li key={office.city}>
              <span className="font-semibold text-white">{office.city}</span>
              <span className="block">
                {office.area}, {office.country}
              </span>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Contact">
          <li>
            <a href={telHref(site.phone)} className={footerLink}>
              {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className={footerLink}>
              {site.email}
            </a>
          </li>
          <li className="flex gap-4 pt-2">
            {socialLinks.map(([label, href]) => (
              <a key={label} href={href} className={footerLink} rel="noopener noreferrer" target="_blank">
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {__BUILD_YEAR__} {site.legalName.replace(/\.?$/, '.')} All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {policyLinks.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={footerLink}>
                  {page.title}
                </Link>
              </li>
            ))}
            {/* Nothing to set without scripts: nothing is tracked, and the button could not open the banner. */}
            <li className="no-js:hidden">
              <button type="button" data-action={footerActions.reviewConsent} className={footerLink}>
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
