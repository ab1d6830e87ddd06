/**
 * The contact page's parts that never change after load and have no controls (ways to reach us,
 * the offices, the FAQ): one chunk, which a first visit does not download (the page keeps their
 * prerendered HTML when it hydrates, src/components/kept-as-prerendered.tsx) and client
 * navigation to /contact does.
 */
export { ConnectCards } from './connect-cards';
export { ContactFaq } from './contact-faq';
export { OfficeList } from './office-list';
