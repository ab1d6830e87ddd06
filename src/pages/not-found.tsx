import { Link } from '../router/link';
import { Seo } from '../components/seo';
import { buttonClass } from '../components/ui/variants';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

export default function NotFound(_props: PageProps) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <Seo title="Page not found" description="The page you asked for does not exist." canonicalPath={null} noindex />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink-900">Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-600">
        The page you were looking for has moved or never existed. These are good places to continue:
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className={buttonClass()}>
          Go to the home page
        </Link>
        <Link to={paths.successStories} className={buttonClass({ variant: 'secondary' })}>
          Read success stories
        </Link>
        <Link to={paths.contact} className={buttonClass({ variant: 'secondary' })}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
