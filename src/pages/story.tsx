import { ArrowLeft } from 'lucide-react';
import { Link } from '../router/link';
import { storiesPage } from '@content/pages/stories';
import { site } from '@content/site';
import { Seo } from '../components/seo';
import { RelatedReading } from '../components/related/related-reading';
import { ClosingCta } from '../components/ui/closing-cta';
import { StoryHero } from '../components/stories/story-hero';
import { ChallengeSection, ResultsSection, SolutionSection, TestimonialSection } from '../components/stories/story-sections';
import { StorySidebar } from '../components/stories/story-sidebar';
import { Container } from '../components/ui/section';
import type { Story } from '../content/types';
import { breadcrumbJsonLd, caseStudyJsonLd } from '../lib/seo';
import { STRUCTURED_DATA_DESCRIPTION_CHARS, truncate } from '../lib/stories';
import { paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { PageProps } from '../router/pages';

/** Meta descriptions stay under the ~160 characters search engines show. */
const META_DESCRIPTION_CHARS = 155;

function storySeo(story: Story) {
  return {
    title: `${story.title} | Success Story`,
    description: truncate(story.challenge, META_DESCRIPTION_CHARS),
    canonicalPath: story.canonicalPath,
    type: 'article' as const,
    keywords: [...story.tags, ...storiesPage.storyKeywords],
    jsonLd: import.meta.env.SSR
      ? [
          breadcrumbJsonLd(site, [
            { name: 'Home', path: paths.home },
            { name: 'Success Stories', path: paths.successStories },
            { name: story.title, path: story.canonicalPath },
          ]),
          caseStudyJsonLd(site, {
            headline: story.title,
            description: truncate(story.challenge, STRUCTURED_DATA_DESCRIPTION_CHARS),
            path: story.canonicalPath,
            datePublished: story.publishDate,
            keywords: story.tags,
            about: story.industry,
            readingMinutes: story.readingMinutes,
          }),
        ]
      : undefined,
  };
}

/** /{slug} and /success-stories/{slug}. */
export default function StoryPage({ route }: PageProps) {
  const { story } = usePageData('story');
  return (
    <article>
      <Seo {...storySeo(story)} noindex={route.noindex} />
      <StoryHero story={story} />
      <Container className="py-12 sm:py-16">
        {/*
          From lg on the facts float at the right of the first sections and the text flows on at
          the full width below them (grids and boxes beside them narrow, and widen below), so no
          empty column runs down beside the story. They come first in the source for the float;
          on narrower screens they are shown after the story, as before.
        */}
        <div className="flex flex-col gap-12 lg:flow-root">
          <aside aria-label="Project facts" className="order-last lg:float-right lg:mb-10 lg:ml-10 lg:w-[calc((100%-2.5rem)/3)]">
            <StorySidebar story={story} />
          </aside>
          <div className="space-y-16">
            <ChallengeSection story={story} />
            <SolutionSection story={story} />
            <ResultsSection story={story} />
            <TestimonialSection story={story} />
          </div>
        </div>
        <div className="mt-16 border-t border-ink-100 pt-8">
          <Link
            to={paths.successStories}
            className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to All Success Stories
          </Link>
        </div>
      </Container>
      <RelatedReading page="story" />
      <ClosingCta copy={storiesPage.closingCta} />
    </article>
  );
}
