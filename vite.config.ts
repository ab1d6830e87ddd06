import path from 'node:path';
import mdx from '@mdx-js/rollup';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/content/vite-plugin.ts';

export default defineConfig({
  plugins: [
    contentPlugin(),
    // Legal pages are MDX; their YAML frontmatter is read by the content step and skipped here.
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
    react({ include: /\.(mdx|ts|tsx)$/ }),
    tailwindcss(),
  ],
  resolve: {
    alias: { '@content': path.resolve(import.meta.dirname, '.generated/content') },
  },
  define: {
    // Fixed at build time so the prerendered copyright line and hydration agree.
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    manifest: true,
    // Hashed file names under /assets/ are what the server caches as immutable.
    assetsDir: 'assets',
  },
});
