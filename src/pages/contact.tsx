/**
 * /contact: hero, ways to connect, the consultation form, locations and FAQ.
 * After a successful submit the visitor lands on /contact/thank-you.
 */
import type { FAQPage, WithContext } from 'schema-dts';
import { useNavigate } from 'react-router';
import { contactPage } from '@content/pages/contact';
import { contactFaq } from '@content/pages/contact-faq';
import { ContactForm } from '../components/contact/contact-form';
import { ContactHero } from '../components/contact/contact-hero';
import { deferred } from '../components/deferred';
import { KeptAsPrerendered } from '../components/kept-as-prerendered';
import { MarkedList, StepDisc } from '../components/ui/marked-list';
import { CompanyPageSeo } from '../components/seo';
import { Container } from '../components/ui/section';
import { paths } from '../route-table';
import { usePostedForm } from '../router/app-routes';
import type { PageProps } from '../router/pages';

// Static parts: kept as prerendered when the page hydrates, drawn from their chunk after client navigation.
const details = () => import('../components/contact/contact-details');
const ConnectCards = deferred(() => details().then((module) => module.ConnectCards));
const OfficeList = deferred(() => details().then((module) => module.OfficeList));
const ContactFaq = deferred(() => details().then((module) => module.ContactFaq));

// For crawlers only (see jsonLd in src/lib/seo.ts): the browser's bundle leaves it out.
const faqJsonLd: WithContext<FAQPage> | undefined = import.meta.env.SSR
  ? {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: contactFaq.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    }
  : undefined;

export default function ContactPage({ route }: PageProps) {
  const navigate = useNavigate();
  const { form } = contactPage;
  const posted = usePostedForm();

  return (
    <>
      <CompanyPageSeo
        seo={contactPage.seo}
        route={route}
        crumb={{ name: 'Contact', path: paths.contact }}
        extraJsonLd={faqJsonLd && [faqJsonLd]}
      />
      <ContactHero hero={contactPage.hero} />
      <div className="bg-ink-50 py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
          <KeptAsPrerendered part="connect" className="lg:col-start-1 lg:row-start-1">
            {() => <ConnectCards connect={contactPage.connect} />}
          </KeptAsPrerendered>
          <section
            aria-labelledby="form-heading"
            className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8 lg:col-span-2 lg:col-start-2 lg:row-span-3 lg:row-start-1"
          >
            {/* The target of the form's post without scripts (its action's fragment): clear of the sticky header. */}
            <h2 id="form-heading" className="scroll-mt-24 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {form.heading}
            </h2>
            <p className="mt-2 mb-6 text-ink-600">{form.subheading}</p>
            <ContactForm copy={form} posted={posted} onSent={() => navigate(paths.thankYou)} />
          </section>
          <KeptAsPrerendered part="offices" className="lg:col-start-1 lg:row-start-2">
            {() => <OfficeList heading={contactPage.locationsHeading} />}
          </KeptAsPrerendered>
          {/* What follows a request, beside the long form (the column used to end halfway down it); sticky so it stays in view. */}
          <section aria-labelledby="next-steps-heading" className="lg:sticky lg:top-24 lg:col-start-1 lg:row-start-3 lg:self-start">
            <h2 id="next-steps-heading" className="text-2xl font-bold tracking-tight text-ink-900">
              {contactPage.thankYou.nextStepsHeading}
            </h2>
            <MarkedList
              items={contactPage.thankYou.nextSteps}
              ordered
              titleSize="text-base"
              marker={(_, index) => <StepDisc index={index} />}
              className="mt-6 space-y-5"
            />
          </section>
        </Container>
      </div>
      <KeptAsPrerendered part="faq">{() => <ContactFaq />}</KeptAsPrerendered>
    </>
  );
}
