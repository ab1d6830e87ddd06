import { readingDuration, readingTimeLabel } from '../../lib/reading-time';

/** "5 min read", with the same duration machines read (PT5M) on the <time> element. */
export function ReadingTime({ minutes, className }: { minutes: number; className?: string }) {
  return (
    <time dateTime={readingDuration(minutes)} className={className}>
      {readingTimeLabel(minutes)}
    </time>
  );
}
