/**
 * What draws a lucide icon in the built site, in place of lucide-react's own createLucideIcon
 * (scripts/lucide-lean.ts swaps it in). lucide-react's runtime is general: a context provider,
 * absolute stroke widths, non-scaling strokes, class merging. The site uses none of them (lint
 * refuses the two stroke props), and the general runtime cost every route ~1.5 KB of first-load
 * JavaScript. This draws the same <svg> markup lucide-react draws for the props the site passes,
 * size, colour and stroke width included (its test compares the two, icon by icon), from
 * lucide's own icon data.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';

/** lucide-react's `__iconData` of one icon module (dist/esm/icons/<name>.mjs). */
export interface LucideIconData {
  name: string;
  size: number;
  node: readonly (readonly [string, Readonly<Record<string, string>>])[];
  aliases?: readonly string[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'color'> & { title?: string; size?: number | string; color?: string };

/** Props that name the icon for assistive technology: lucide then leaves out aria-hidden. */
const labelsIcon = (props: IconProps) =>
  Object.entries(props).some(([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'));

export default function createLucideIcon(icon: LucideIconData): (props: IconProps) => ReactElement {
  const ownClasses = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)].join(' ');
  const viewBox = `0 0 ${icon.size} ${icon.size}`;
  // Made once per icon: an element is immutable, and every render of the icon can pass the same ones.
  const shapes = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  return function LucideIcon({ className, size = 24, color = 'currentColor', strokeWidth = 2, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${ownClasses} ${className}` : ownClasses,
        ...(!labelsIcon(props) && { 'aria-hidden': 'true' }),
        ...props,
      },
      // As arguments, not an array: React needs no keys for them (the build drops lucide's).
      ...shapes,
    );
  };
}
