/**
 * The home page's opening block: headline, then the demo request first and filled (the action
 * the site is for), the way to the stories outlined beside it, and the demo video (when one is
 * configured) as a quiet third.
 */
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from '../../router/link';
import { site } from '@content/site';
import type { HomePage } from '../../content/pages-schema';
import { demoPlayer } from '../../lib/demo-video';
import { paths } from '../../route-table';
import { Container } from '../ui/section';
import { buttonClass } from '../ui/variants';
import { DemoVideoDialog } from './demo-video-dialog';

const primaryClass = buttonClass({ variant: 'inverse', size: 'lg', className: 'w-full sm:w-auto' });
const secondaryClass = buttonClass({ variant: 'ghost-inverse', size: 'lg', className: 'w-full ring-1 ring-white/40 sm:w-auto' });
const videoClass = buttonClass({ variant: 'ghost-inverse', size: 'lg', className: 'w-full sm:w-auto' });

export function HomeHero({ hero }: { hero: HomePage['hero'] }) {
  const player = demoPlayer(site.demoVideo);
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-brand-900 pb-40 pt-16 text-white sm:pb-48 sm:pt-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(47,116,224,0.45),transparent),radial-gradient(40rem_24rem_at_0%_100%,rgba(34,195,166,0.22),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-size-[48px_48px] mask-[radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <Container className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-accent-400 ring-1 ring-white/15">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
          {hero.eyebrow}
        </p>
        <h1 id="hero-heading" className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {hero.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.subheadline}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-4">
          <Link to={paths.contact} className={primaryClass}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {site.actions.demo}
          </Link>
          <Link to={paths.successStories} className={secondaryClass}>
            {hero.primaryLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {player && <DemoVideoDialog label={hero.secondaryLabel} title={hero.demoTitle} player={player} buttonClassName={videoClass} />}
        </div>
      </Container>
    </section>
  );
}
