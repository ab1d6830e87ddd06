/** An author at /authors/{file name}: their portrait, name, role and bio, and the articles they wrote. */
import { ArticleCard } from '../components/blog/article-card';
import { site } from '@content/site';
import { CompanyPageSeo } from '../components/seo';
import { Portrait } from '../components/team/portrait';
import { ClosingCta } from '../components/ui/closing-cta';
import { HeroBand } from '../components/ui/hero-band';
import { Container } from '../components/ui/section';
import { profilePageJsonLd } from '../lib/article-json-ld';
import { paths } from '../route-table';
import { Link } from '../router/link';
import { usePageData } from '../router/app-routes';
import type { PageProps } from '../router/pages';

export default function AuthorPage({ route }: PageProps) {
  const { author, articles, copy } = usePageData('author');
  return (
    <>
      {/* Described for search engines as the person (or the editorial team) the articles' JSON-LD names, under Home › Authors. */}
      <CompanyPageSeo
        seo={{ title: `${author.name}, ${author.role}`, description: author.bio }}
        route={route}
        crumb={{ name: author.name, path: route.path }}
        extraJsonLd={
          import.meta.env.SSR
            ? [profilePageJsonLd({ name: author.name, role: author.role, group: author.group, path: route.path }, site)]
            : undefined
        }
      />
      <HeroBand>
        <div className="flex max-w-3xl flex-col gap-6 sm:flex-row sm:items-center">
          <Portrait name={author.name} photo={author.photo} size={112} />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
              <Link to="/authors" className="hover:text-white">
                {copy.hero.eyebrow}
              </Link>
            </p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{author.name}</h1>
            <p className="mt-3 text-lg text-brand-100">{author.role}</p>
          </div>
        </div>
      </HeroBand>
      <Container className="py-12 sm:py-16">
        <p className="max-w-3xl text-lg leading-8 text-ink-700">{author.bio}</p>
        {author.teamMember && (
          <p className="mt-4 text-ink-700">
            {author.name} is on{' '}
            <Link to={paths.team} className="font-medium text-brand-700 underline underline-offset-4">
              our team
            </Link>
            .
          </p>
        )}
        <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink-900">Articles by {author.name}</h2>
        <ul className="card-grid mt-6">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Container>
      <ClosingCta copy={copy.closingCta} />
    </>
  );
}
