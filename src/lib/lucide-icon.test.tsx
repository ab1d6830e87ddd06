/**
 * The lean icon runtime (scripts/lucide-lean.ts swaps it in for builds) draws exactly what
 * lucide-react draws, for every icon the site imports and the props it passes: the dev server
 * (lucide-react as it is) and the built site must not differ by an attribute.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/content/compile';
import { withoutElementKeys } from '../../scripts/lucide-lean';
import createLucideIcon, { type LucideIconData } from './lucide-icon';

const lucideEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm');
/** lucide-react's own index: which icon module each exported name is. */
const moduleOfName = new Map(
  [
    ...fs.readFileSync(path.join(lucideEsm, 'lucide-react.mjs'), 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g),
  ].flatMap(([, names, file]) => [...names!.matchAll(/default as (\w+)/g)].map(([, name]) => [name!, file!] as const)),
);
/** Every icon the site's code imports from lucide-react, read from src/. */
const siteIcons = [
  ...new Set(
    fs
      .readdirSync(path.join(projectRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => [
        ...fs.readFileSync(path.join(projectRoot, 'src', file), 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g),
      ])
      .flatMap(([, names]) => names!.split(',').map((name) => name.trim()))
      .filter((name) => name && !name.startsWith('type ')),
  ),
];

/** The props the site's icons are given (src/components/ui/icon.tsx and the components' own icons). */
const propSets: Record<string, object> = {
  none: {},
  decorative: { 'aria-hidden': 'true', focusable: 'false', className: 'size-5' },
  sized: { className: 'size-4 shrink-0 text-brand-600' },
  resized: { size: 16, color: '#0f766e', strokeWidth: 1.5 },
  labelled: { 'aria-label': 'Opens in a new tab', role: 'img', className: 'inline size-3.5' },
};

describe('the lean lucide icon runtime', () => {
  it('draws the same markup as lucide-react for every icon the site imports and every set of props it passes', async () => {
    expect(siteIcons.length).toBeGreaterThan(10);
    const differing: string[] = [];
    for (const name of siteIcons) {
      const file = moduleOfName.get(name);
      expect(file, `${name} is an icon of lucide-react`).toBeDefined();
      const icon = (await import(pathToFileURL(path.join(lucideEsm, 'icons', file!)).href)) as {
        default: ComponentType;
        __iconData: LucideIconData;
      };
      const lean = createLucideIcon(icon.__iconData);
      for (const [props, given] of Object.entries(propSets)) {
        const theirs = renderToStaticMarkup(createElement(icon.default, given));
        const ours = renderToStaticMarkup(createElement(lean, given));
        if (theirs !== ours) differing.push(`${name} (${props}):\n  lucide ${theirs}\n  lean   ${ours}`);
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it('drops the element keys the build strips from an icon module, and nothing else', () => {
    const module = `const __iconData = {\n  name: "cpu",\n  node: [\n    ["path", { d: "M12 20v2", key: "1lh1kg" }],\n    ["rect", { x: "4", rx: "2", key: "1vbyd7" }]\n  ]\n};`;
    expect(withoutElementKeys(module)).toBe(
      `const __iconData = {\n  name: "cpu",\n  node: [\n    ["path", { d: "M12 20v2" }],\n    ["rect", { x: "4", rx: "2" }]\n  ]\n};`,
    );
  });
});
