/// <reference types="vite/client" />

/** Year of the build, for the copyright line (fixed at build so prerendered HTML and hydration agree). */
declare const __BUILD_YEAR__: number;

/** A preview build (or the dev server): drafts and scheduled entries are in, pages are noindex. */
declare const __PREVIEW_BUILD__: boolean;
