/**
 * Tailwind classes for the accent colour a story result names in content. Written out in
 * full so Tailwind finds every class; each text colour passes WCAG AA on white and on its tint.
 */
import type { StoryFrontmatter } from '../../content/schema';

export type AccentColor = StoryFrontmatter['results'][number]['color'];

export interface AccentClasses {
  /** The headline figure. */
  text: string;
  /** The icon bubble. */
  icon: string;
  /** A card's top bar. */
  bar: string;
}

export const accentClasses: Record<AccentColor, AccentClasses> = {
  blue: { text: 'text-blue-700', icon: 'bg-blue-50 text-blue-700 ring-blue-100', bar: 'bg-blue-500' },
  green: { text: 'text-green-700', icon: 'bg-green-50 text-green-700 ring-green-100', bar: 'bg-green-500' },
  purple: { text: 'text-purple-700', icon: 'bg-purple-50 text-purple-700 ring-purple-100', bar: 'bg-purple-500' },
  orange: { text: 'text-orange-700', icon: 'bg-orange-50 text-orange-700 ring-orange-100', bar: 'bg-orange-500' },
  teal: { text: 'text-teal-700', icon: 'bg-teal-50 text-teal-700 ring-teal-100', bar: 'bg-teal-500' },
  red: { text: 'text-red-700', icon: 'bg-red-50 text-red-700 ring-red-100', bar: 'bg-red-500' },
};
