/** One person on /team: portrait, name, role, bio, background, expertise and profile link. */
import { ExternalLink, GraduationCap, MapPin } from 'lucide-react';
import type { TeamMember } from '../../content/pages-schema';
import { cn } from '../../lib/cn';
import { IconText } from '../ui/icon-text';
import { badgeClass } from '../ui/variants';
import { Portrait } from './portrait';

export function MemberCard({ member, layout }: { member: TeamMember; layout: 'wide' | 'compact' }) {
  const titleId = `member-${member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const wide = layout === 'wide';
  return (
    <article
      aria-labelledby={titleId}
      className={cn('flex h-full flex-col gap-6 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-7', wide && 'sm:flex-row')}
    >
      <Portrait name={member.name} photo={member.photo} size={wide ? 112 : 88} />
      <div className="flex flex-1 flex-col">
        <h3 id={titleId} className="text-xl font-semibold text-ink-900">
          {member.name}
        </h3>
        <p className="mt-1 text-sm font-semibold text-brand-700">{member.role}</p>
        <p className="mt-4 text-sm leading-relaxed text-ink-600">{member.bio}</p>
        <p className="mt-4 flex flex-col items-start gap-1.5 text-sm text-ink-600">
          <IconText icon={GraduationCap}>{member.education}</IconText>
          <IconText icon={MapPin}>{member.location}</IconText>
        </p>
        <ul className="mt-5 flex flex-wrap gap-2">
          {member.expertise.map((tag) => (
            <li key={tag} className={badgeClass({ tone: 'neutral' })}>
              {tag}
            </li>
          ))}
        </ul>
        <a
          href={member.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-md pt-5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          View profile<span className="sr-only"> of {member.name} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
