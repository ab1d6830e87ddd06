/** Small pieces every story card and page shares. */
import { ArrowRight, Building2, MapPin } from 'lucide-react';
import { Link } from '../../router/link';
import type { Story } from '../../content/types';
import { cn } from '../../lib/cn';
import { IconText } from '../ui/icon-text';

/** "/{slug}": where cards link; the page itself names its canonical address. */
export const storyHref = (story: Pick<Story, 'slug'>) => `/${story.slug}`;

/** The company and its location; `inverse` for a dark background. */
export function CompanyLine({
  story,
  inverse = false,
  className,
}: {
  story: Pick<Story, 'company' | 'location'>;
  inverse?: boolean;
  className?: string;
}) {
  const iconColor = inverse ? 'text-accent-400' : 'text-ink-500';
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', inverse ? 'text-brand-100' : 'text-ink-600', className)}>
      <IconText icon={Building2} iconClassName={iconColor}>
        {story.company}
      </IconText>
      <IconText icon={MapPin} iconClassName={iconColor}>
        {story.location}
      </IconText>
    </p>
  );
}

/**
 * "Read Full Story", named after the story for screen readers. `stretched` makes the whole
 * card (the nearest `relative` ancestor) clickable.
 */
export function ReadStoryLink({
  story,
  stretched = false,
  className,
}: {
  story: Pick<Story, 'slug' | 'title'>;
  stretched?: boolean;
  className?: string;
}) {
  return (
    <Link
      to={storyHref(story)}
      className={cn(
        'group/read inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800',
        stretched && 'after:absolute after:inset-0 after:rounded-[inherit]',
        className,
      )}
    >
      Read Full Story<span className="sr-only">: {story.title}</span>
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover/read:translate-x-0.5" />
    </Link>
  );
}
