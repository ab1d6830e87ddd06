/**
 * Vite plugin (builds only): every lucide icon module is drawn by src/lib/lucide-icon.ts
 * instead of lucide-react's general runtime, which the site's icons do not need (see there).
 * The icons themselves, their shapes and names, stay lucide's. The dev server keeps lucide-react
 * as it is; both draw the same markup (src/lib/lucide-icon.test.tsx).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const lucideIconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Each element of an icon carries a React key, a random six-character hash ({ d: "M12 20v2",
 * key: "1lh1kg" }), for lucide-react's runtime, which passes the elements as an array. The lean
 * one passes them as arguments, which need no keys; random strings are what gzip compresses
 * worst, ~0.5 KB on every route.
 */
export function withoutElementKeys(code: string): string {
  return code.replace(/, key: "[\w-]+" \}/g, ' }');
}

export function lucideLeanPlugin(projectRoot: string): Plugin {
  const leanRuntime = path.join(projectRoot, 'src/lib/lucide-icon.ts');
  return {
    name: 'translytix-lucide-lean',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && lucideIconModule.test(importer)) return leanRuntime;
      return null;
    },
    transform: {
      filter: { id: lucideIconModule },
      handler: (code) => ({ code: withoutElementKeys(code), map: null }),
    },
  };
}
