import { Mail, Phone } from 'lucide-react';
import { site } from '@content/site';
import type { ContactPage } from '../../content/pages-schema';
import { telHref } from '../../lib/tel';

/** 'Multiple Ways to Connect': the phone line with its hours and the general e-mail address. */
export function ConnectCards({ connect }: { connect: ContactPage['connect'] }) {
  const ways = [
    { icon: Phone, label: connect.phoneLabel, href: telHref(site.phone), text: site.phone, note: site.phoneHours },
    { icon: Mail, label: connect.emailLabel, href: `mailto:${site.email}`, text: site.email },
  ];
  return (
    <section aria-labelledby="connect-heading">
      <h2 id="connect-heading" className="text-2xl font-bold tracking-tight text-ink-900">
        {connect.heading}
      </h2>
      <p className="mt-2 text-ink-600">{connect.subheading}</p>
      <ul className="mt-6 space-y-4">
        {ways.map((way) => (
          <li key={way.href} className="flex gap-4 rounded-xl border border-ink-100 bg-white p-5 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <way.icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-ink-600">{way.label}</h3>
              <a href={way.href} className="mt-1 inline-block font-semibold break-all text-brand-700 underline-offset-4 hover:underline">
                {way.text}
              </a>
              {way.note && <p className="mt-1 text-sm text-ink-600">{way.note}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
