import { useHydrated } from '../../hooks/use-hydrated';
import { formatLocalDate, formatLongDate } from '../../lib/dates';

/**
 * A publication date: prerendered in a stable en-US form, shown in the
 * visitor's locale once the page is hydrated.
 */
export function LocalDate({ date, className }: { date: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={date} className={className}>
      {hydrated ? formatLocalDate(date) : formatLongDate(date)}
    </time>
  );
}
