import { NotFoundScreen } from '../components/layout/not-found-screen';
import type { PageProps } from '../router/pages';

/** Any unknown path under /success-stories/: the site's not-found screen, in a story's words. */
export default function StoryNotFound(_props: PageProps) {
  return (
    <NotFoundScreen
      title="Story not found"
      description="This success story does not exist."
      text="We could not find that success story. It may have been renamed: search the site, or browse all our stories and pages from here:"
    />
  );
}
