/**
 * The fixture site the host configuration tests generate files for: two stories (one at the
 * site's root, one under /success-stories/, with aliases), an article and a policy, and a site
 * without a demo video or a tag manager.
 */
import { buildRoutes } from '../../src/route-table';
import { routeContentOf } from '../collections';

export const fixtureTable = buildRoutes(
  routeContentOf({
    stories: [
      { slug: 'cold-chain', canonicalPath: '/cold-chain', aliases: ['/Old-Cold-Chain', '/campaigns/winter/'] },
      // An alias that is a page's address in other letters ("/spare-parts" is the story's too).
      { slug: 'spare-parts', canonicalPath: '/success-stories/spare-parts', aliases: ['/Spare-Parts'] },
    ],
    articles: [{ slug: 'safety-stock', id: 7 }],
    policies: [{ slug: 'cookies', path: '/Cookies', title: 'Cookies' }],
  }),
);

export const fixtureSite = { demoVideo: undefined, googleTagManagerId: undefined };
