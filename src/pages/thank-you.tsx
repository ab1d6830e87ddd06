/**
 * /contact/thank-you: where a demo request lands once both messages are in the outbox. Its
 * own address and title let analytics count the conversion as a page view; it is not indexed.
 */
import { contactPage } from '@content/pages/contact';
import { ThankYou } from '../components/contact/thank-you';
import { Seo } from '../components/seo';
import type { PageProps } from '../router/pages';

export default function ThankYouPage({ route }: PageProps) {
  return (
    <>
      <Seo
        title={contactPage.thankYou.heading}
        description={contactPage.thankYou.text}
        canonicalPath={route.canonical}
        noindex={route.noindex}
      />
      <ThankYou copy={contactPage.thankYou} />
    </>
  );
}
