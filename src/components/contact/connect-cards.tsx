import { Mail, Phone } from 'lucide-react';
import { site } from '@content/site';
import type { ContactPage } from '../../content/pages-schema';
import { telHref } from '../../lib/tel';

/** 'Multiple Ways to Connect': the phone line with its hours and the general e-mail address. */
export function ConnectCards({ connect }: { connect: ContactPage['connect'] }) {
  const cardClass = 'flex gap-4 rounded-xl border border-ink-100 bg-white p-5 shadow-sm';
  const iconClass = 'flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700';
  const linkClass = 'mt-1 inline-block font-semibold break-all text-brand-700 underline-offset-4 hover:underline';
  return (
    <section aria-labelledby="connect-heading">
      <h2 id="connect-heading" className="text-2xl font-bold tracking-tight text-ink-900">
        {connect.heading}
      </h2>
      <p className="mt-2 text-ink-600">{connect.subheading}</p>
      <ul className="mt-6 space-y-4">
        <li className={cardClass}>
          <span className={iconClass}>
            <Phone aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="text-sm font-semibold text-ink-600">{connect.phoneLabel}</h3>
            <a href={telHref(site.phone)} className={linkClass}>
              {site.phone}
            </a>
            <p className="mt-1 text-sm text-ink-600">{site.phoneHours}</p>
          </div>
        </li>
        <li className={cardClass}>
          <span className={iconClass}>
            <Mail aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 className="text-sm font-semibold text-ink-600">{connect.emailLabel}</h3>
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
          </div>
        </li>
      </ul>
    </section>
  );
}
