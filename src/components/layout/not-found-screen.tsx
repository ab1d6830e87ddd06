/**
 * The one screen for an address that leads nowhere (any unknown path, or an unknown story):
 * what happened, a search of the whole site, and the main destinations, so a visitor who
 * followed an old link still has every next step the header offers.
 */
import { site } from '@content/site';
import { Link } from '../../router/link';
import { paths } from '../../route-table';
import { SearchField } from '../search/search-field';
import { Seo } from '../seo';
import { buttonClass } from '../ui/variants';
import { siteNavLinks } from './nav-links';

export function NotFoundScreen({ title, text, description }: { title: string; text: string; description: string }) {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-24"
    >
      <Seo title={title} description={description} canonicalPath={null} noindex />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 id="not-found-heading" className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink-900">
        {title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-pretty text-ink-600">{text}</p>
      <div className="mt-8 flex w-full justify-center">
        <SearchField label="Search the site" />
      </div>
      <nav aria-label="Main destinations" className="mt-10 w-full">
        <ul className="flex flex-wrap justify-center gap-3">
          {/* The header's destinations; /contact once, as the action it is. */}
          {siteNavLinks
            .filter((link) => link.path !== paths.contact)
            .map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={buttonClass({ variant: 'secondary' })}>
                  {link.label}
                </Link>
              </li>
            ))}
          <li>
            <Link to={paths.contact} className={buttonClass()}>
              {site.actions.demo}
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
