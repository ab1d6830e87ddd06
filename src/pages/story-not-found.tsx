import { Link } from '../router/link';
import { Seo } from '../components/seo';
import { buttonClass } from '../components/ui/variants';
import { paths } from '../route-table';
import type { PageProps } from '../router/pages';

/** Any unknown path under /success-stories/: one not-found view for every unknown story, with a way back. */
export default function StoryNotFound(_props: PageProps) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <Seo title="Story not found" description="This success story does not exist." canonicalPath={null} noindex />
      <h1 className="text-4xl font-bold tracking-tight text-ink-900">Story not found</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-600">
        We could not find that success story. It may have been renamed; all our stories are listed here.
      </p>
      <Link to={paths.successStories} className={buttonClass({ className: 'mt-8' })}>
        Back to Success Stories
      </Link>
    </section>
  );
}
