import { site } from '@content/site';
import { colors } from '../../design-tokens';

/** The wordmark: drawn inline so it needs no request and never shifts layout. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : colors.brand[900]} />
        <path d="M8 9h16v4h-6v12h-4V13H8z" fill={inverse ? colors.brand[900] : '#ffffff'} />
        <circle cx="24" cy="23" r="3" fill={colors.accent[500]} />
      </svg>
      <span className={inverse ? 'text-lg font-bold tracking-tight text-white' : 'text-lg font-bold tracking-tight text-brand-900'}>
        {site.name}
      </span>
    </span>
  );
}
