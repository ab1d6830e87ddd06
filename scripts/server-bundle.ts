/**
 * The Node server compiled to plain JavaScript in dist-server/, so `npm start` runs no
 * TypeScript tooling: server/main.ts and the outbox command (`npm run outbox`), with the
 * content indexes and the route table of this build bundled in (the server and the pages it
 * serves always come from the same build). Packages stay in node_modules.
 */
import path from 'node:path';
import { build } from 'vite';

export const serverEntries = {
  main: 'server/main.ts',
  outbox: 'server/contact/outbox-cli.ts',
};

/** Returns Vite's output, whose modules say which files the bundle read (build-cache.ts). */
export async function buildServerBundle(projectRoot: string, outDir: string): Promise<Awaited<ReturnType<typeof build>>> {
  return build({
    // Not the site's config: none of its plugins (React, MDX, Tailwind) concern the server.
    configFile: false,
    root: projectRoot,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: { '@content': path.join(projectRoot, '.generated/content') } },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      // Error logs then point at the TypeScript lines (node --enable-source-maps).
      sourcemap: true,
      copyPublicDir: false,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(serverEntries).map(([name, file]) => [name, path.join(projectRoot, file)])),
        output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
}
