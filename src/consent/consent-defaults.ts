/**
 * Google Consent Mode v2 defaults, inlined at the top of every page's <head> so they run
 * before any tag: everything but security storage is denied until the visitor chooses, and a
 * choice remembered from an earlier visit is re-applied at once, and <html> is marked with
 * CONSENT_STORED_ATTRIBUTE so the prerendered first-visit banner stays hidden (main.css), and
 * with SCRIPTS_ATTRIBUTE, so the styles for visitors without JavaScript stay off. The
 * server adds this exact text's hash to its Content-Security-Policy, so this string is the
 * only copy.
 */
export const CONSENT_STORAGE_KEY = 'tx-consent';
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';
/**
 * Set on <html> first thing, before the first paint: scripts run. Without it main.css shows
 * what a visitor without JavaScript can use (the `no-js:` variant): every services panel, no
 * cookie banner (nothing is tracked without scripts), no filters that need scripts.
 */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

export const consentDefaultsScript = `document.documentElement.setAttribute('${SCRIPTS_ATTRIBUTE}','');window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'denied',personalization_storage:'denied',security_storage:'granted',wait_for_update:500});try{var c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}'));if(c&&c.v===1){document.documentElement.setAttribute('${CONSENT_STORED_ATTRIBUTE}','');var g=function(b){return b?'granted':'denied'};gtag('consent','update',{analytics_storage:g(c.analytics),functionality_storage:g(c.functional),personalization_storage:g(c.functional),ad_storage:g(c.marketing),ad_user_data:g(c.marketing),ad_personalization:g(c.marketing)})}}catch(e){}`;
