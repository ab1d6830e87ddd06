/**
 * The preview beside the form: the site's own components and styles (the preview frame gets
 * src/styles/main.css), fed the draft, with the content check's problems above it. The story
 * preview is the story page's sections; the article preview is the article body the page
 * draws. Page chrome (menu, footer, related reading) needs the whole site's data and is left out.
 */
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ArticleBody } from '../../../src/components/blog/article-body';
import { StoryHero } from '../../../src/components/stories/story-hero';
import { ChallengeSection, ResultsSection, SolutionSection, TestimonialSection } from '../../../src/components/stories/story-sections';
import { StorySidebar } from '../../../src/components/stories/story-sidebar';
import { storySchema } from '../../../src/content/schema';
import type { Story } from '../../../src/content/types';
import { readingMinutes } from '../../../src/lib/reading-time';
import { storyText } from '../../../src/lib/stories';
import { FRONTMATTER_FORMAT } from '../config-names';
import { writeEntry, type EntryData } from '../serialise';
import { ProblemList, useDraftProblems } from './problems';

/** What Decap hands a preview template (its entry is an Immutable.js map). */
export interface PreviewProps {
  entry: { toJS(): { data: EntryData; path?: string; slug?: string; newRecord?: boolean } };
  collection: { get(key: 'folder' | 'extension' | 'name'): string | undefined };
}

/** Where the draft will be written: its path, or for a new entry the folder and the slug made from its title. */
export function draftPath(props: PreviewProps): string | undefined {
  const entry = props.entry.toJS();
  // A new entry (a duplicate too, which still carries its source's path) is not written over another file.
  if (entry.path && !entry.newRecord) return entry.path;
  const folder = props.collection.get('folder');
  const title = typeof entry.data.title === 'string' ? entry.data.title : '';
  const slug =
    entry.slug ||
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return folder && slug ? `${folder}/${slug}.${props.collection.get('extension') ?? 'md'}` : undefined;
}

class PreviewBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  render() {
    return this.state.failed ? (
      <p className="m-4 text-sm text-slate-600">The preview shows once the fields above are filled in.</p>
    ) : (
      this.props.children
    );
  }
}

function Checked({ props, children }: { props: PreviewProps; children: ReactNode }) {
  const { data } = props.entry.toJS();
  const raw = writeEntry(undefined, data, 'frontmatter');
  const path = draftPath(props);
  const problems = useDraftProblems(path, raw);
  return (
    <MemoryRouter>
      <ProblemList problems={problems} path={path} />
      <PreviewBoundary resetKey={raw}>{children}</PreviewBoundary>
    </MemoryRouter>
  );
}

export function StoryPreview(props: PreviewProps) {
  const { data } = props.entry.toJS();
  const slug = draftPath(props)?.replace(/^.*\/|\.md$/g, '') ?? 'new-story';
  // The schema's output fills in what the page reads as defaults (a result's outcome, listed...).
  // (A story has no body: the format's empty one is not a field.)
  const { body: _body, ...frontmatter } = data;
  const parsed = storySchema.safeParse(frontmatter);
  const fields = parsed.success ? parsed.data : data;
  const story = {
    ...fields,
    slug,
    canonicalPath: (data.canonicalPath as string | undefined) || `/${slug}`,
    pdfPath: '#',
    readingMinutes: parsed.success ? readingMinutes(storyText(parsed.data)) : 1,
  } as unknown as Story;
  return (
    <Checked props={props}>
      <article>
        <StoryHero story={story} />
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_20rem]">
          <div>
            <ChallengeSection story={story} />
            <SolutionSection story={story} />
            <ResultsSection story={story} />
            <TestimonialSection story={story} />
          </div>
          <StorySidebar story={story} />
        </div>
      </article>
    </Checked>
  );
}

export function ArticlePreview(props: PreviewProps) {
  const { data } = props.entry.toJS();
  return (
    <Checked props={props}>
      <article className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold">{String(data.title ?? '')}</h1>
        <ArticleBody body={typeof data.body === 'string' ? data.body : ''} />
      </article>
    </Checked>
  );
}

export { FRONTMATTER_FORMAT };
