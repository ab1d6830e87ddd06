/**
 * Vite plugin: writes the design tokens (src/design-tokens.ts) as a Tailwind @theme block to
 * .generated/theme.css, which src/styles/main.css imports, before Vite transforms any CSS.
 * Tailwind then makes the brand-*, accent-* and ink-* utilities and CSS variables from the
 * same values the logo, the PDFs and the share images use.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { colors } from '../src/design-tokens.ts';

export function themeCss(): string {
  const lines = Object.entries(colors).flatMap(([name, shades]) =>
    Object.entries(shades).map(([shade, value]) => `  --color-${name}-${shade}: ${value};`),
  );
  return `/* Generated from src/design-tokens.ts by scripts/design-tokens-css.ts; edit the tokens, not this file. */\n@theme {\n${lines.join('\n')}\n}\n`;
}

export function designTokensPlugin(root: string): Plugin {
  return {
    name: 'translytix-design-tokens',
    config() {
      const file = path.join(root, '.generated/theme.css');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const css = themeCss();
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
    },
  };
}
