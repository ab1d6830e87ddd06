/** The home page's last sections: why-us grid, security band and the closing call to action. */
import type { HomePage } from '../../content/pages-schema';
import { paths } from '../../route-table';
import { IconBubble } from '../ui/icon-card';
import { MarkedList } from '../ui/marked-list';
import { PageSection } from '../ui/section';
import { CtaBanner } from '../ui/cta-banner';

export function WhyUsSection({ whyUs }: { whyUs: HomePage['whyUs'] }) {
  return (
    <PageSection id="why-us" heading={whyUs.heading} subheading={whyUs.subheading} className="py-16 sm:py-24">
      <MarkedList
        items={whyUs.items}
        marker={(item) => <IconBubble name={item.icon} tone="accent" />}
        className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3"
      />
    </PageSection>
  );
}

export function TrustSection({ trust }: { trust: HomePage['trust'] }) {
  return (
    <PageSection id="trust" heading={trust.heading} subheading={trust.subheading} className="border-y border-ink-100 bg-brand-50 py-16">
      <MarkedList
        items={trust.items}
        frame="card"
        titleSize="text-base"
        marker={(item) => <IconBubble name={item.icon} />}
        className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      />
    </PageSection>
  );
}

export function ClosingCta({ cta }: { cta: HomePage['closingCta'] }) {
  return <CtaBanner cta={cta} secondaryTo={paths.successStories} />;
}
