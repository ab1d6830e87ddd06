/**
 * An article at its root path, /blog/{id} and /blog/{slug}; the canonical is the
 * root path. The summary and body come with the route (route-data.ts): embedded in the
 * prerendered page, fetched on client navigation; no other article is ever downloaded.
 */
import { ArrowLeft, Calendar, Clock, Eye, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../router/link';
import { blogPage } from '@content/pages/blog';
import { site } from '@content/site';
import { articleBodyClass } from '../components/blog/article-body-class';
import { LocalDate } from '../components/blog/local-date';
import { UnpublishedNotice } from '../components/layout/preview-banner';
import { RelatedReading } from '../components/related/related-reading';
import { ClosingCta } from '../components/ui/closing-cta';
import { Seo } from '../components/seo';
import { ReadingTime } from '../components/ui/reading-time';
import { badgeClass, buttonClass } from '../components/ui/variants';
import { deferred } from '../components/deferred';
import { KeptAsPrerendered } from '../components/kept-as-prerendered';
import { articleJsonLd } from '../lib/article-json-ld';
import { authorLine } from '../lib/author-line';
import { articleShareImagePath, breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from '../lib/seo';
import { paths } from '../route-table';
import { usePageData } from '../router/app-routes';
import type { PageProps } from '../router/pages';
import type { PageData } from '../router/route-data';

type ArticleData = PageData['article'];

const ArticleBlocks = deferred(() => import('../components/blog/article-body').then((module) => module.ArticleBlocks));

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function BackToBlog() {
  const navigate = useNavigate();
  const goBack = () => {
    // react-router numbers its history entries: idx 0 means this page was the visit's first.
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(paths.blog);
  };
  return (
    <button type="button" onClick={goBack} className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </button>
  );
}

function MetaItem({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="text-ink-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function ArticleSeo({ route, article, wordCount }: PageProps & Pick<ArticleData, 'article' | 'wordCount'>) {
  const canonicalPath = route.canonical ?? `/${article.slug}`;
  return (
    <Seo
      title={article.title}
      description={article.excerpt}
      canonicalPath={canonicalPath}
      noindex={route.noindex}
      type="article"
      image={articleShareImagePath(article.slug)}
      imageAlt={`${article.title}: ${article.categoryLabel}`}
      keywords={article.tags}
      jsonLd={
        import.meta.env.SSR
          ? [
              articleJsonLd(site, article, canonicalPath, wordCount),
              breadcrumbJsonLd(site, [
                { name: 'Home', path: paths.home },
                { name: 'Blog', path: paths.blog },
                { name: article.title, path: canonicalPath },
              ]),
              organizationJsonLd(site),
              websiteJsonLd(site),
            ]
          : undefined
      }
    />
  );
}

/** Who wrote the article, when, how long it reads and, where counted, how often it was read. */
function ArticleMeta({ article }: Pick<ArticleData, 'article'>) {
  const author = authorLine(article.author);
  const iconClass = 'size-4';
  return (
    <dl className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-700">
      <MetaItem label="Author" icon={<User aria-hidden="true" className={iconClass} />}>
        <Link to={author.path} className="font-medium text-ink-900 underline decoration-ink-300 underline-offset-4 hover:text-brand-700">
          {author.name}
        </Link>
        <span>, {author.role}</span>
      </MetaItem>
      <MetaItem label="Published" icon={<Calendar aria-hidden="true" className={iconClass} />}>
        <LocalDate date={article.date} />
      </MetaItem>
      <MetaItem label="Reading time" icon={<Clock aria-hidden="true" className={iconClass} />}>
        <ReadingTime minutes={article.readingMinutes} />
      </MetaItem>
      {article.views !== undefined && (
        <MetaItem label="Views" icon={<Eye aria-hidden="true" className={iconClass} />}>
          {plural(article.views, 'view')}
        </MetaItem>
      )}
    </dl>
  );
}

/** The tags, each a link to the blog searching for it. */
function ArticleTags({ tags }: { tags: readonly string[] }) {
  return (
    <footer className="mt-12 max-w-[70ch] border-t border-ink-100 pt-8">
      <h2 className="sr-only">Tags</h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`${paths.blog}?search=${encodeURIComponent(tag)}`}
              className="inline-flex items-center rounded-full bg-ink-50 px-3 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-inset ring-ink-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}

export default function ArticlePage({ route }: PageProps) {
  const { article, body, wordCount, images } = usePageData('article');
  return (
    <article>
      <ArticleSeo route={route} article={article} wordCount={wordCount} />
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pb-10 pt-8 sm:px-6 lg:pt-10">
          <BackToBlog />
          <div className="mt-6">
            <UnpublishedNotice unpublished={article.unpublished} />
          </div>
          <p>
            <span className={badgeClass()}>{article.categoryLabel}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl lg:text-5xl">{article.title}</h1>
          <ArticleMeta article={article} />
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
        {/* Hydrating, the body stays as prerendered and its parser's chunk is not on the first load. */}
        <KeptAsPrerendered part="article-body" className={articleBodyClass}>
          {() => <ArticleBlocks body={body} images={images} />}
        </KeptAsPrerendered>
        <ArticleTags tags={article.tags} />
      </div>
      <RelatedReading page="article" />
      <ClosingCta copy={blogPage.closingCta} />
    </article>
  );
}
