import { Clock, MapPin, Phone } from 'lucide-react';
import { site } from '@content/site';
import { telHref } from '../../lib/tel';

/**
 * 'Our Locations': every office of content/site.yaml, the list the footer shows too, each with
 * its area, its opening hours and its own phone line where the content gives them.
 */
export function OfficeList({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="text-2xl font-bold tracking-tight text-ink-900">
        {heading}
      </h2>
      <ul className="mt-6 space-y-4">
        {site.offices.map((office) => (
          <li key={office.city} data-office={office.city} className="rounded-xl border border-ink-100 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 font-semibold text-ink-900">
              <MapPin aria-hidden="true" className="size-5 text-brand-700" />
              {office.city}, {office.area}
            </h3>
            <p className="mt-1 pl-7 text-sm text-ink-600">{office.country}</p>
            {office.hours && (
              <p className="mt-3 flex items-center gap-2 pl-7 text-sm text-ink-700">
                <Clock aria-hidden="true" className="size-4 text-ink-500" />
                {office.hours}
              </p>
            )}
            {office.phone && (
              <p className="mt-3 flex items-center gap-2 pl-7 text-sm">
                <Phone aria-hidden="true" className="size-4 text-ink-500" />
                <a href={telHref(office.phone)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {office.phone}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
