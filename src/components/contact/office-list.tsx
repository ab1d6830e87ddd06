import { Clock, MapPin } from 'lucide-react';
import { site } from '@content/site';

/** Offices that publish opening hours are the ones visitors can come to (Pune and Mumbai). */
const visitingOffices = site.offices.filter((office) => office.hours !== '');

/** 'Our Locations': each visiting office with its area and hours. */
export function OfficeList({ heading }: { heading: string }) {
  return (
    <section aria-labelledby="locations-heading">
      <h2 id="locations-heading" className="text-2xl font-bold tracking-tight text-ink-900">
        {heading}
      </h2>
      <ul className="mt-6 space-y-4">
        {visitingOffices.map((office) => (
          <li key={office.city} className="rounded-xl border border-ink-100 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 font-semibold text-ink-900">
              <MapPin aria-hidden="true" className="size-5 text-brand-700" />
              {office.city}, {office.area}
            </h3>
            <p className="mt-1 pl-7 text-sm text-ink-600">{office.country}</p>
            <p className="mt-3 flex items-center gap-2 pl-7 text-sm text-ink-700">
              <Clock aria-hidden="true" className="size-4 text-ink-500" />
              {office.hours}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
