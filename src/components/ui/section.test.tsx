/** PageSection rendered to markup: the landmark is named by its own h2, in the tone asked for. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageSection } from './section';

const render = (props: Partial<Parameters<typeof PageSection>[0]> = {}) =>
  renderToStaticMarkup(
    <PageSection id="quotes" heading="What <clients> say" className="bg-ink-50 py-16" {...props}>
      <ul id="body" />
    </PageSection>,
  );

describe('PageSection', () => {
  it('labels the section with its h2, whose id derives from the section id', () => {
    const html = render();
    expect(html).toMatch(/^<section id="quotes" aria-labelledby="quotes-heading" class="bg-ink-50 py-16">/);
    expect(html).toContain('<h2 id="quotes-heading"');
    expect(html).toContain('>What &lt;clients&gt; say</h2>');
  });

  it('puts the content after the heading, inside the container', () => {
    const html = render();
    expect(html.indexOf('</h2>')).toBeLessThan(html.indexOf('<ul id="body">'));
    expect(html).toMatch(/<div class="mx-auto max-w-7xl[^"]*">.*<ul id="body"><\/ul><\/div><\/section>$/);
  });

  it('shows the subheading and eyebrow only when given', () => {
    expect(render()).not.toContain('<p');
    const html = render({ subheading: 'Sub', eyebrow: 'Eyebrow' });
    expect(html).toContain('>Eyebrow</p><h2');
    expect(html).toContain('</h2><p class="mt-4 text-lg text-ink-600">Sub</p>');
  });

  it('keeps the light heading dark-on-white and the dark one inheriting white, flush without an eyebrow', () => {
    expect(render()).toContain('class="mt-2 text-3xl font-bold tracking-tight sm:text-4xl text-ink-900"');
    const dark = render({ tone: 'dark', subheading: 'Sub' });
    expect(dark).toContain('<h2 id="quotes-heading" class="text-3xl font-bold tracking-tight sm:text-4xl">');
    expect(dark).toContain('<p class="mt-4 text-lg text-brand-100">Sub</p>');
    expect(render({ tone: 'dark', eyebrow: 'E' })).toContain('class="mt-2 text-3xl font-bold tracking-tight sm:text-4xl"');
  });

  it('draws the backdrop before the container', () => {
    const html = render({ backdrop: <div aria-hidden="true" id="glow" /> });
    expect(html.indexOf('id="glow"')).toBeLessThan(html.indexOf('max-w-7xl'));
  });
});
