import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.dist-building-*',
      'dist.old-*',
      'dist-server',
      'dist-server.old-*',
      '.generated',
      '.cache',
      'node_modules',
      'var',
      'bench-results',
      // Files a test copies into a copy of the project (tests/e2e/new-collection.test.ts): they are checked there.
      'tests/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests never sleep a fixed time: they poll for the condition (expect.poll, vi.waitFor,
    // locator waits) or move fake time (vi.useFakeTimers, page.clock). A fixed wait is too long
    // on a quiet machine and too short on a loaded one, which is how CI runs flaked. A genuine
    // need (pacing traffic in a load test) is exempted on its line with a comment saying why.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'A fixed wait: wait for the condition (expect.poll, locator.waitFor) or hold the timers (holdTimers + page.clock.runFor).',
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: 'A fixed sleep: poll for the condition (vi.waitFor, expect.poll) or use fake timers (vi.useFakeTimers).',
        },
        {
          selector: 'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]',
          message: 'A fixed sleep: poll for the condition (vi.waitFor, expect.poll) or use fake timers (vi.useFakeTimers).',
        },
      ],
    },
  },
  // Plain JavaScript that Node runs as is (scripts/start.mjs runs before anything is compiled).
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    // Collections grow with the content: the browser gets them per route (src/router/route-data.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['@content/stories', '@content/articles', '@content/industries', '@content/route-index'].map((name) => ({
              name,
              message: 'A whole collection must not reach the browser bundle: read the page data with usePageData().',
            })),
            // Copy that travels in a payload (scripts/content/figures.ts copyInPayloads): a chunk holding it would re-hash with every story.
            ...['@content/pages/home', '@content/pages/stories-hero'].map((name) => ({
              name,
              message: 'This copy reaches the browser in the page payload: read it with usePageData().',
            })),
            // react-router's own links carry framework-mode code every page would download.
            { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use Link and NavLink from src/router/link.tsx.' },
            // The built site draws icons with src/lib/lucide-icon.ts: lucide's general runtime is not there.
            {
              name: 'lucide-react',
              importNames: ['LucideProvider', 'Icon', 'createLucideIcon', 'DynamicIcon'],
              message: 'The lean icon runtime (src/lib/lucide-icon.ts) draws the icons themselves only: import an icon by name.',
            },
            { name: 'react-router-dom', message: "Import from 'react-router' (hooks, routers) or src/router/link.tsx (links)." },
          ],
        },
      ],
      // Structured data is for crawlers, written into the prerendered <head> only (src/lib/seo.ts, jsonLd).
      'no-restricted-syntax': [
        'error',
        ...[
          "JSXAttribute[name.name=/^(jsonLd|extraJsonLd)$/] > JSXExpressionContainer > :not(ConditionalExpression[test.object.object.meta.name='import'][test.property.name='SSR'], LogicalExpression)",
          "Property[key.name='jsonLd']:not([value.type='ConditionalExpression'][value.test.object.object.meta.name='import'][value.test.property.name='SSR'])",
        ].map((selector) => ({
          selector,
          message:
            'JSON-LD is built for the prerendered page only: write `import.meta.env.SSR ? [...] : undefined`, so the browser bundle leaves its builders out.',
        })),
        {
          // The built site draws icons with src/lib/lucide-icon.ts, which leaves these two out.
          selector: 'JSXAttribute[name.name=/^(absoluteStrokeWidth|nonScalingStroke)$/]',
          message: 'The lean icon runtime (src/lib/lucide-icon.ts) does not draw this prop: add it there, and to its test, first.',
        },
      ],
    },
  },
);
