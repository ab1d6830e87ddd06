/** The built site's routes, from the same route table the server and prerenderer read. */
import { routeIndex } from '@content/route-index';
import { buildRoutes } from '../../../src/route-table';

export const { routes, redirects } = buildRoutes(routeIndex);

/** Every concrete, prerendered URL of the site. */
export const builtPaths = routes.filter((route) => !route.path.includes('*')).map((route) => route.path);
