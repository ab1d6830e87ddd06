import path from 'node:path';
import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/content/vite-plugin.ts';
import { designTokensPlugin } from './scripts/design-tokens-css.ts';
import { lucideLeanPlugin } from './scripts/lucide-lean.ts';
import { reactRouterTreeShakingPlugin } from './scripts/react-router-tree-shaking.ts';
import { ASSETS_FOLDER } from './src/site-files.ts';

/** What the browser entry (src/entry-client.tsx) itself imports: kept out of the shared chunk. */
const entryModules =
  /[\\/]src[\\/](entry-client\.tsx|router[\\/](pages\.tsx|page-registry\.ts|route-data\.ts)|consent[\\/]consent-defaults\.ts|styles[\\/])/;
/**
 * What the entry shares with the other chunks (the page registry, route data, consent defaults,
 * Vite's preload helper): a small chunk of its own, not the entry chunk. The entry names every
 * screen's chunk, so its name changes whenever one of theirs does; a chunk importing from it
 * would change name too, and every chunk importing that one: an edit to one page's copy
 * renamed all 32 chunks, and tabs open on the last deploy ask for the old names.
 */
const entryCoreModules = /[\\/]src[\\/](router[\\/](page-registry|route-data)\.ts|consent[\\/]consent-defaults\.ts)$|preload-helper/;

/**
 * The stories' filters, counts and teasers (src/lib/stories.ts): only the story screens (the
 * list, a story, the home page's and an industry's cards) use them, but three chunks import
 * them, which would put them in the shared chunk every page downloads. A chunk of their own:
 * −0.6 KB on the 13 other screens, +0.2 KB on /success-stories and a story (2026-11-26).
 */
const storyOnly = /[\\/]src[\\/]lib[\\/]stories\.ts$/;

const reactRouterBuild = (file: string) => path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production', file);

export default defineConfig(({ command }) => ({
  // Per checkout, not node_modules/.vite: a copy of the project (bench:dev, tests) links this
  // node_modules, and two dev servers must not share one dependency cache.
  cacheDir: path.resolve(import.meta.dirname, '.cache/vite'),
  plugins: [
    designTokensPlugin(import.meta.dirname),
    contentPlugin(),
    // Legal pages are MDX; their YAML frontmatter is read by the content step and skipped here.
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
    react({ include: /\.(mdx|ts|tsx)$/ }),
    tailwindcss(),
    reactRouterTreeShakingPlugin(),
    lucideLeanPlugin(import.meta.dirname),
  ],
  resolve: {
    alias: [
      { find: '@content', replacement: path.resolve(import.meta.dirname, '.generated/content') },
      // react-router's package.json sends every import condition to its development build
      // (dev-only checks and warnings, slower and larger); builds use its production build.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // Bundled into the prerender entry so the alias above applies there too, and lucide-react so
  // the prerender draws icons with the lean runtime as the browser does (scripts/lucide-lean.ts):
  // lucide-react's own took a fifth of React's time per page.
  ssr: { noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser', 'lucide-react'] },
  define: {
    // Fixed at build time so the prerendered copyright line and hydration agree.
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
    // `npm run build -- --preview` (scripts/build.ts) and the dev server: drafts and future-dated
    // entries are built, and every page says it is a preview and asks not to be indexed.
    __PREVIEW_BUILD__: JSON.stringify(command === 'serve' || process.env.TRANSLYTIX_PREVIEW === '1'),
  },
  build: {
    manifest: true,
    // Every browser the site supports preloads modules natively; the polyfill cost every page ~0.2 KB gzip.
    modulePreload: { polyfill: false },
    // Hashed file names under /assets/ are what the server caches as immutable.
    assetsDir: ASSETS_FOLDER.slice(1, -1),
    rolldownOptions: {
      output: {
        // Fewer, fuller requests. Every page needs the framework: one chunk. The site's own code
        // and icons that three or more chunks share (the layout, router, UI parts, common icons)
        // go into one "shared" chunk rather than a tiny chunk per combination of importers:
        // gzip compresses one file better than twenty, and the first load is ~4 KB smaller on
        // the larger pages. The entry's own modules stay out (it must stay tiny: it loads
        // before the first paint), and so do dependencies the group did not pick itself.
        codeSplitting: {
          groups: [
            { name: 'entry-core', test: entryCoreModules },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'shared',
              test: (id) =>
                /[\\/](src|\.generated)[\\/]|[\\/](lucide-react|clsx)[\\/]/.test(id) && !entryModules.test(id) && !storyOnly.test(id),
              minShareCount: 3,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
