/**
 * Google Tag Manager, loaded only when content/site.yaml sets `googleTagManagerId`. Everything
 * that depends on that one setting reads this module: the loader script the prerenderer puts
 * right after the Consent Mode defaults (so the container starts with consent denied), the
 * hosts the Content-Security-Policy then allows (server and nginx), and the Cookie Policy's
 * <WithTagManager>/<WithoutTagManager> passages. Without an id nothing loads and the policy
 * allows no third-party script.
 */

/** GTM's standard loader, for one container; the dataLayer is the one the site pushes to. */
export function tagManagerScript(containerId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(containerId)});`;
}

/**
 * The hosts a GTM container with Google Analytics 4 reaches, per CSP directive (Google's own
 * list for GTM with GA4): the container and tag scripts, the measurement requests, and the
 * pixels some tags send as images.
 */
export const tagManagerHosts = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
} as const;

/** The names of the Cookie Policy passages that follow the setting (Markdown inside them). */
export const tagManagerPassages = ['WithTagManager', 'WithoutTagManager'] as const;
