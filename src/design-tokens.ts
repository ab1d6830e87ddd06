/**
 * The brand's colours, in one place. Tailwind's theme is generated from them (the brand-*,
 * accent-* and ink-* utilities; scripts/design-tokens-css.ts), and the logo, the story PDFs
 * and the share images, drawn outside CSS, read them here. Change a colour here and every
 * surface follows.
 */
export const colors = {
  brand: {
    50: '#eef6ff',
    100: '#d9eaff',
    200: '#bcdaff',
    500: '#2f74e0',
    600: '#1d5fc9',
    700: '#184ca3',
    800: '#173f80',
    900: '#0b2545',
  },
  accent: {
    400: '#3dd6b8',
    500: '#22c3a6',
    600: '#129a83',
  },
  ink: {
    50: '#f6f7f9',
    100: '#eceef2',
    200: '#d5d9e1',
    500: '#5d6678',
    600: '#485063',
    700: '#363d4d',
    900: '#141a26',
  },
} as const;
