import { site } from '@content/site';
import { navLinks } from '../../route-table';

/** The navigation links with their visible labels: /services is named after the offering (site config). */
export const siteNavLinks = navLinks.map((link) => ({
  path: link.path,
  label: link.label === 'offering' ? site.offeringName : link.label,
}));
