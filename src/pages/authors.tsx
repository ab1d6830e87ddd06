/** /authors: everyone who writes the blog (content/authors/), under the copy of content/pages/authors.yaml. */
import { CompanyPageSeo } from '../components/seo';
import { ClosingCta } from '../components/ui/closing-cta';
import { HeroBand, HeroHeading } from '../components/ui/hero-band';
import { LinkedCard } from '../components/ui/linked-card';
import { Container } from '../components/ui/section';
import { usePageData } from '../router/app-routes';
import type { PageProps } from '../router/pages';

export default function AuthorsPage({ route }: PageProps) {
  const { copy, authors } = usePageData('authors');
  return (
    <>
      <CompanyPageSeo seo={copy.seo} route={route} />
      <HeroBand>
        <HeroHeading eyebrow={copy.hero.eyebrow} heading={copy.hero.heading} subheading={copy.hero.subheading} />
      </HeroBand>
      <Container className="py-12 sm:py-16">
        <ul className="card-grid">
          {authors.map((author) => (
            <li key={author.slug}>
              <LinkedCard
                card={{ href: `/authors/${author.slug}`, title: author.name, label: author.role, summary: author.bio }}
                heading="h2"
                footer={<span className="text-ink-600">{author.articles === 1 ? '1 article' : `${author.articles} articles`}</span>}
              />
            </li>
          ))}
        </ul>
      </Container>
      <ClosingCta copy={copy.closingCta} />
    </>
  );
}
