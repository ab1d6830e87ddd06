/** The home page's last sections: why-us grid, security band and the closing call to action. */
import type { HomePage } from '../../content/pages-schema';
import { paths } from '../../route-table';
import { IconBubble } from '../ui/icon-card';
import { PageSection } from '../ui/section';
import { CtaBanner } from '../ui/cta-banner';

export function WhyUsSection({ whyUs }: { whyUs: HomePage['whyUs'] }) {
  return (
    <PageSection id="why-us" heading={whyUs.heading} subheading={whyUs.subheading} className="py-16 sm:py-24">
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {whyUs.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <IconBubble name={item.icon} tone="accent" />
            <div>
              <h3 className="text-lg font-semibold text-ink-900">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function TrustSection({ trust }: { trust: HomePage['trust'] }) {
  return (
    <PageSection id="trust" heading={trust.heading} subheading={trust.subheading} className="border-y border-ink-100 bg-brand-50 py-16">
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {trust.items.map((item) => (
          <li key={item.title} className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            <IconBubble name={item.icon} />
            <div>
              <h3 className="font-semibold text-ink-900">{item.title}</h3>
              <p className="text-sm text-ink-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function ClosingCta({ cta }: { cta: HomePage['closingCta'] }) {
  return (
    <CtaBanner
      id="cta"
      heading={cta.heading}
      text={cta.text}
      primary={{ label: cta.primaryLabel, to: paths.contact }}
      secondary={{ label: cta.secondaryLabel, to: paths.contact }}
    />
  );
}
