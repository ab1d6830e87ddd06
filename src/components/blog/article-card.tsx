/** Cards of the blog list: the grid card and the larger featured card. */
import { ArrowRight, Calendar, Clock, Eye, Sparkles, User, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../router/link';
import type { ArticleSummary } from '../../content/types';
import { authorLine } from '../../lib/author-line';
import { cn } from '../../lib/cn';
import { COVER_ART, coverArtPath } from '../../lib/images';
import { badgeClass, buttonClass } from '../ui/variants';
import { ReadingTime } from '../ui/reading-time';
import { LocalDate } from './local-date';

const rootPath = (article: ArticleSummary) => `/${article.slug}`;
const count = (value: number) => value.toLocaleString('en-US');

/**
 * The article's category drawn as a cover (scripts/cover-art.ts): a vector, sharp at every card
 * width, and text-free, so the title is not shown twice. Decorative, below the fold: lazy.
 */
function Cover({ article, className }: { article: ArticleSummary; className?: string }) {
  return (
    <img
      src={coverArtPath(article.category)}
      width={COVER_ART.width}
      height={COVER_ART.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('aspect-[40/21] w-full object-cover', className)}
    />
  );
}

/** An icon and a figure, with the figure's meaning for screen readers. */
function Stat({ icon, value, label, className }: { icon: ReactNode; value: number; label: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      {icon}
      {count(value)}
      <span className="sr-only"> {value === 1 ? label : `${label}s`}</span>
    </span>
  );
}

/** A byline fact after its icon; the icon never shrinks when the fact wraps. */
function IconFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
      {children}
    </span>
  );
}

/** The author's name, linked to their page, and their role. */
function AuthorName({ id }: { id: string }) {
  const author = authorLine(id);
  return (
    <span>
      <Link to={author.path} className="font-medium text-ink-900 hover:text-brand-700">
        {author.name}
      </Link>
      <span className="text-ink-600">, {author.role}</span>
    </span>
  );
}

function Byline({ article }: { article: ArticleSummary }) {
  return (
    <div className="flex flex-col gap-1.5 text-sm text-ink-600">
      <IconFact icon={User}>
        <AuthorName id={article.author} />
      </IconFact>
      <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <IconFact icon={Calendar}>
          <LocalDate date={article.date} />
        </IconFact>
        <IconFact icon={Clock}>
          <ReadingTime minutes={article.readingMinutes} />
        </IconFact>
      </span>
    </div>
  );
}

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md">
      <Cover article={article} className="border-b border-ink-100" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <span className={badgeClass()}>{article.categoryLabel}</span>
          {article.views !== undefined && (
            <Stat
              icon={<Eye aria-hidden="true" className="size-4" />}
              value={article.views}
              label="view"
              className="text-xs text-ink-500"
            />
          )}
        </div>
        <h3 className="mt-4 text-lg font-semibold leading-snug text-ink-900">
          <Link to={rootPath(article)} className="hover:text-brand-700">
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-ink-600">{article.excerpt}</p>
        <div className="mb-5 mt-5">
          <Byline article={article} />
        </div>
        {/* No like or comment counts: a visitor can do neither here, so they would mean nothing. */}
        <div className="mt-auto border-t border-ink-100 pt-4">
          <Link to={rootPath(article)} className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
            Read More<span className="sr-only">: {article.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function FeaturedArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-brand-900 text-white shadow-lg">
      <Cover article={article} />
      <div className="relative flex flex-1 flex-col p-7 sm:p-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-28 -left-16 size-64 rounded-full bg-accent-500/20 blur-3xl"
        />
        <div className="relative flex flex-wrap items-center gap-2">
          <span className={badgeClass({ tone: 'accent' })}>
            <Sparkles aria-hidden="true" className="size-3.5" />
            Featured
          </span>
          <span className={badgeClass({ tone: 'inverse' })}>{article.categoryLabel}</span>
        </div>
        <h3 className="relative mt-5 text-2xl font-bold leading-tight tracking-tight text-balance">{article.title}</h3>
        <p className="relative mt-4 text-base leading-7 text-brand-100">{article.excerpt}</p>
        <p className="relative mt-6 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-brand-100">
          <span className="font-medium text-white">{authorLine(article.author).name}</span>
          <LocalDate date={article.date} />
          <ReadingTime minutes={article.readingMinutes} />
        </p>
        <div className="relative mt-auto pt-7">
          <Link to={rootPath(article)} className={buttonClass({ variant: 'inverse' })}>
            Read Article<span className="sr-only">: {article.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
