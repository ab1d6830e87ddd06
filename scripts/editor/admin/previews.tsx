/**
 * The preview beside the form: the site's own components and styles (the preview frame gets
 * src/styles/main.css), fed the draft, with the content check's problems above it, for every
 * collection and page-copy file. The story preview is the story page's sections; the article
 * preview is the article body the page draws, with its pictures; the policy preview is the
 * policy rendered from its Markdown as the site's MDX compile reads it. Page copy shows its
 * check only: its page needs the whole site's data. Page chrome (menu, footer, related reading)
 * is left out for the same reason. A drawing error shows in place (DrawingBoundary).
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { StoryHero } from '../../../src/components/stories/story-hero';
import { ChallengeSection, ResultsSection, SolutionSection, TestimonialSection } from '../../../src/components/stories/story-sections';
import { StorySidebar } from '../../../src/components/stories/story-sidebar';
import { storySchema } from '../../../src/content/schema';
import type { Story } from '../../../src/content/types';
import { readingMinutes } from '../../../src/lib/reading-time';
import { storyText } from '../../../src/lib/stories';
import { FRONTMATTER_FORMAT } from '../config-names';
import { kindOf, writeEntry, type EntryData } from '../serialise';
import { ArticleView, DrawingBoundary } from './article-view';
import { ProblemList, useDraftProblems } from './draft-problems';

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

function Checked({ props, children }: { props: PreviewProps; children?: ReactNode }) {
  const { data } = props.entry.toJS();
  const path = draftPath(props);
  const raw = writeEntry(undefined, data, (path && kindOf(path)) || 'frontmatter');
  const problems = useDraftProblems(path, raw);
  return (
    <MemoryRouter>
      <ProblemList problems={problems} path={path} />
      <DrawingBoundary resetKey={raw} what="The preview cannot be drawn yet.">
        {children}
      </DrawingBoundary>
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
        <ArticleView body={typeof data.body === 'string' ? data.body : ''} />
      </article>
    </Checked>
  );
}

type PolicyBody = ComponentType<{ components?: object }>;

/** Passages shown with or without a tag manager (src/consent/tag-manager.ts): the preview shows both, marked. */
const Passage = (label: string) =>
  function Marked({ children }: { children?: ReactNode }) {
    return (
      <div className="border-l-4 border-amber-300 pl-3">
        <p className="text-xs font-semibold uppercase text-amber-800">{label}</p>
        {children}
      </div>
    );
  };
const passages = { WithTagManager: Passage('Shown when a tag manager is set'), WithoutTagManager: Passage('Shown without a tag manager') };

/** The policy's Markdown compiled as the site compiles it (MDX with GitHub tables), then drawn with the site's prose styles. */
function usePolicyBody(body: string): { Body?: PolicyBody; error?: Error } {
  const [state, setState] = useState<{ Body?: PolicyBody; error?: Error }>({});
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void Promise.all([import('@mdx-js/mdx'), import('react/jsx-runtime'), import('remark-gfm')])
        .then(([{ evaluate }, runtime, { default: remarkGfm }]) => evaluate(body, { ...runtime, remarkPlugins: [remarkGfm] }))
        .then(
          (module) => current && setState({ Body: module.default as PolicyBody }),
          (error: unknown) => current && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
        );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body]);
  return state;
}

function PolicyBodyView({ body }: { body: string }) {
  const { Body, error } = usePolicyBody(body);
  if (error) throw new Error(`The policy's text does not compile: ${error.message}`);
  return Body ? <Body components={passages} /> : <p className="text-sm text-ink-500">Drawing the policy…</p>;
}

export function PolicyPreview(props: PreviewProps) {
  const { data } = props.entry.toJS();
  const body = typeof data.body === 'string' ? data.body : '';
  return (
    <Checked props={props}>
      <article className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-4xl font-bold tracking-tight text-ink-900">{String(data.title ?? '')}</h1>
        <div className="prose prose-slate mt-8 max-w-none prose-a:text-brand-700 prose-table:text-sm">
          <DrawingBoundary resetKey={body} what="The policy cannot be drawn yet.">
            <PolicyBodyView body={body} />
          </DrawingBoundary>
        </div>
      </article>
    </Checked>
  );
}

/** Page copy, site settings and industries: the content check on the draft, with what to fix. */
export function CheckedPreview(props: PreviewProps) {
  return <Checked props={props} />;
}

export { FRONTMATTER_FORMAT };

/** The preview of each collection, by its name; page copy and the rest show their check. */
const previewOf: Record<string, (props: PreviewProps) => ReactNode> = {
  stories: StoryPreview,
  articles: ArticlePreview,
  policies: PolicyPreview,
};

/**
 * The one preview template, registered under every collection's and page-copy file's name: Decap
 * looks a template up by the file's name in a file collection, and page copy has files named
 * like collections (content/pages/stories.yaml), so the collection the entry belongs to decides.
 */
export function EntryPreview(props: PreviewProps) {
  const Preview = previewOf[props.collection.get('name') ?? ''] ?? CheckedPreview;
  return <Preview {...props} />;
}
