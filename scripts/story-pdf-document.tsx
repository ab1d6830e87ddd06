/**
 * The layout of a story's PDF: an A4 brief a buyer can forward, drawn with @react-pdf from the
 * same content as the story page (title, client, challenge, solution, four result boxes,
 * testimonial, implementation details and a contact line).
 */
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { Document, Font, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Site, Story } from '../src/content/types.ts';
import { colors } from '../src/design-tokens.ts';
import { formatLongDate } from '../src/lib/dates.ts';
import { paragraphs } from '../src/lib/stories.ts';
import { absoluteUrl } from '../src/lib/seo.ts';

const require = createRequire(import.meta.url);
/** @react-pdf reads TTF and WOFF (not WOFF2); the latin-ext subset fills in e.g. "₹". */
const interFile = (subset: 'latin' | 'latin-ext', weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
const weights = [400, 600, 700] as const;
Font.register({ family: 'Inter', fonts: weights.map((fontWeight) => ({ src: interFile('latin', fontWeight), fontWeight })) });
Font.register({ family: 'Inter Ext', fonts: weights.map((fontWeight) => ({ src: interFile('latin-ext', fontWeight), fontWeight })) });
// Whole words only: a forwarded brief should not read "Manu-facturer".
Font.registerHyphenationCallback((word) => [word]);

/** The font files the PDFs embed, so a font update invalidates the PDF cache. */
export const pdfFontFiles = weights.flatMap((weight) => [interFile('latin', weight), interFile('latin-ext', weight)]);

/** The theme's colours are src/design-tokens.ts's `colors`; named here by use: the teal accent and the red of problem areas. */
const color = { accent: colors.accent[500], alert: '#b91c1c' };
/** A result's figure: green for a gain, red only for a real loss (as on the page). */
const outcomeColor: Record<Story['results'][number]['outcome'], string> = {
  gain: '#15803d',
  loss: color.alert,
};

const styles = StyleSheet.create({
  page: { fontFamily: 'Inter', fontSize: 9.5, color: colors.ink[700], paddingTop: 36, paddingBottom: 56 },
  // Full-bleed on page 1: pulled up over the page's top padding, which later pages keep.
  header: { marginTop: -36, backgroundColor: colors.brand[900], color: 'white', paddingHorizontal: 40, paddingTop: 26, paddingBottom: 24 },
  headerRow: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
  brand: { fontSize: 15, fontWeight: 700, letterSpacing: 0.3 },
  brandAccent: { color: color.accent },
  headerLabel: { fontSize: 8, fontWeight: 600, color: color.accent, letterSpacing: 1.2, textTransform: 'uppercase' },
  industry: { marginTop: 18, fontSize: 8, fontWeight: 600, color: colors.brand[200], letterSpacing: 1, textTransform: 'uppercase' },
  title: { marginTop: 6, fontSize: 20, fontWeight: 700, lineHeight: 1.25, color: 'white' },
  facts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 14 },
  fact: { marginRight: 22, marginTop: 4 },
  factLabel: { fontSize: 7, color: colors.brand[200], textTransform: 'uppercase', letterSpacing: 0.8 },
  factValue: { fontSize: 9, fontWeight: 600, color: 'white' },
  body: { paddingHorizontal: 40, paddingTop: 22 },
  metrics: { flexDirection: 'row', marginHorizontal: -4 },
  metric: { flex: 1, marginHorizontal: 4, padding: 10, borderRadius: 6, backgroundColor: colors.ink[50], borderTopWidth: 3 },
  // Figures may use currency signs beyond basic Latin ("₹350 Cr"): let the latin-ext subset fill in.
  metricValue: { fontFamily: ['Inter', 'Inter Ext'], fontSize: 19, fontWeight: 700, lineHeight: 1.1 },
  metricName: { marginTop: 4, fontSize: 8.5, fontWeight: 600, color: colors.ink[900], lineHeight: 1.25 },
  metricText: { marginTop: 4, fontSize: 7.5, color: colors.ink[600], lineHeight: 1.35 },
  section: { marginTop: 20 },
  sectionTitle: { fontSize: 12.5, fontWeight: 700, color: colors.brand[900], marginBottom: 6 },
  // Line heights are set per text style, next to an explicit font size: an inherited or
  // font-size-less line height is resolved against the wrong size (and hides the footer).
  paragraph: { marginBottom: 6, fontSize: 9.5, lineHeight: 1.5 },
  subTitle: { marginTop: 4, marginBottom: 5, fontSize: 9.5, fontWeight: 700, color: colors.ink[900] },
  bulletRow: { flexDirection: 'row', marginBottom: 3 },
  bulletText: { flex: 1, fontSize: 9.5, lineHeight: 1.4 },
  bullet: { width: 12, fontWeight: 700 },
  twoColumns: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -4 },
  highlight: { width: '50%', paddingHorizontal: 4, marginBottom: 8 },
  highlightBox: { padding: 9, borderRadius: 6, borderWidth: 1, borderColor: colors.ink[100] },
  highlightTitle: { fontSize: 9, fontWeight: 700, color: colors.ink[900], marginBottom: 3, lineHeight: 1.3 },
  highlightText: { fontSize: 8.5, color: colors.ink[600], lineHeight: 1.4 },
  quote: { padding: 14, borderRadius: 6, backgroundColor: colors.brand[50], borderLeftWidth: 3, borderLeftColor: color.accent },
  quoteText: { fontSize: 10.5, lineHeight: 1.5, color: colors.ink[900] },
  quoteBy: { marginTop: 8, fontSize: 9, fontWeight: 700, color: colors.ink[900] },
  quoteRole: { fontSize: 8.5, color: colors.ink[600] },
  details: { flexDirection: 'row' },
  detailFacts: { width: '40%', paddingRight: 12 },
  detailRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 4,
    borderBottomWidth: 1,
    borderBottomColor: colors.ink[100],
  },
  detailLabel: { color: colors.ink[600] },
  detailValue: { fontWeight: 600, color: colors.ink[900] },
  modules: { width: '60%', paddingLeft: 12 },
  tags: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 4 },
  tag: {
    fontSize: 8,
    color: colors.brand[700],
    backgroundColor: colors.brand[50],
    paddingHorizontal: 6,
    paddingVertical: 2,
    borderRadius: 8,
    marginRight: 4,
    marginBottom: 4,
  },
  cta: { marginTop: 20, padding: 14, borderRadius: 6, backgroundColor: colors.brand[900], color: 'white' },
  ctaTitle: { fontSize: 11, fontWeight: 700 },
  ctaText: { marginTop: 3, fontSize: 9, color: colors.brand[100], lineHeight: 1.4 },
  ctaLink: { color: color.accent, textDecoration: 'none', fontWeight: 600 },
  footer: {
    position: 'absolute',
    left: 40,
    right: 40,
    bottom: 22,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 8,
    borderTopWidth: 1,
    borderTopColor: colors.ink[200],
    fontSize: 7.5,
    color: colors.ink[600],
  },
});

function Section({ title, children, keepTogether = false }: { title: string; children: ReactNode; keepTogether?: boolean }) {
  return (
    <View style={styles.section} wrap={!keepTogether}>
      <Text style={styles.sectionTitle} minPresenceAhead={60}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** A story text field, one <Text> per paragraph as the story page splits it. */
function Paragraphs({ text }: { text: string }) {
  return paragraphs(text).map((paragraph, index) => (
    <Text key={index} style={styles.paragraph}>
      {paragraph}
    </Text>
  ));
}

function Bullets({ items, marker, markerColor }: { items: readonly string[]; marker: string; markerColor: string }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={styles.bulletRow} wrap={false}>
          <Text style={[styles.bullet, { color: markerColor }]}>{marker}</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** The PDF of one story, as the element @react-pdf renders. */
export function storyPdfDocument(story: Story, site: Site) {
  return (
    <Document
      title={story.title}
      author={site.name}
      subject={`${site.name} success story: ${story.company}`}
      keywords={story.tags.join(', ')}
      creator={site.name}
      producer={site.name}
      language="en-US"
      // A fixed date keeps the file identical from build to build.
      creationDate={new Date(`${story.publishDate}T00:00:00Z`)}
    >
      <Page size="A4" style={styles.page}>
        <PageFooter site={site} />
        <StoryHeader story={story} />

        <View style={styles.body}>
          <Metrics results={story.results} />

          <Section title="The Challenge">
            <Paragraphs text={story.challenge} />
            <View wrap={false}>
              <Text style={styles.subTitle}>Key Problem Areas</Text>
              <Bullets items={story.problemAreas} marker="•" markerColor={color.alert} />
            </View>
          </Section>

          <Section title="Our Solution">
            <Paragraphs text={story.solution} />
            <View style={styles.twoColumns}>
              {story.highlights.map((highlight) => (
                <View key={highlight.title} style={styles.highlight} wrap={false}>
                  <View style={styles.highlightBox}>
                    <Text style={styles.highlightTitle}>{highlight.title}</Text>
                    <Text style={styles.highlightText}>{highlight.description}</Text>
                  </View>
                </View>
              ))}
            </View>
          </Section>

          <Section title="Client Testimonial" keepTogether>
            <View style={styles.quote}>
              <Text style={styles.quoteText}>“{story.testimonial.quote}”</Text>
              <Text style={styles.quoteBy}>{story.testimonial.author}</Text>
              <Text style={styles.quoteRole}>{story.testimonial.role}</Text>
            </View>
          </Section>

          <ImplementationDetails story={story} />

          <ClosingCta site={site} storyUrl={absoluteUrl(site, story.canonicalPath)} />
        </View>
      </Page>
    </Document>
  );
}

/** On every page: the company's contacts and the page number. */
function PageFooter({ site }: { site: Site }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {site.name} · {site.phone} · {site.email} · {site.offices.map((office) => office.city).join(' · ')}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

/** The first page's band: the brand, the industry, the title and the story's facts. */
function StoryHeader({ story }: { story: Story }) {
  const facts: [string, string][] = [
    ['Client', story.company],
    ['Location', story.location],
    ['Company size', story.companySize],
    ['Published', formatLongDate(story.publishDate)],
  ];
  return (
    <View style={styles.header}>
      <View style={styles.headerRow}>
        <Text style={styles.brand}>
          Translyti<Text style={styles.brandAccent}>X</Text>
        </Text>
        <Text style={styles.headerLabel}>Success Story</Text>
      </View>
      <Text style={styles.industry}>{story.industry}</Text>
      <Text style={styles.title}>{story.title}</Text>
      <View style={styles.facts}>
        {facts.map(([label, value]) => (
          <View key={label} style={styles.fact}>
            <Text style={styles.factLabel}>{label}</Text>
            <Text style={styles.factValue}>{value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/** The story's results as headline figures, coloured by their outcome. */
function Metrics({ results }: { results: Story['results'] }) {
  return (
    <View style={styles.metrics} wrap={false}>
      {results.map((result) => (
        <View key={result.metric} style={[styles.metric, { borderTopColor: outcomeColor[result.outcome] }]}>
          <Text style={[styles.metricValue, { color: outcomeColor[result.outcome] }]}>{result.value}</Text>
          <Text style={styles.metricName}>{result.metric}</Text>
          <Text style={styles.metricText}>{result.description}</Text>
        </View>
      ))}
    </View>
  );
}

/** How the project ran (duration, team, modules) and the story's tags. */
function ImplementationDetails({ story }: { story: Story }) {
  return (
    <Section title="Implementation Details" keepTogether>
      <View style={styles.details}>
        <View style={styles.detailFacts}>
          {[
            ['Duration', story.implementation.duration],
            ['Team Size', story.implementation.team],
            ['Modules', String(story.implementation.modules.length)],
          ].map(([label, value]) => (
            <View key={label} style={styles.detailRow}>
              <Text style={styles.detailLabel}>{label}</Text>
              <Text style={styles.detailValue}>{value}</Text>
            </View>
          ))}
        </View>
        <View style={styles.modules}>
          <Text style={[styles.subTitle, { marginTop: 0 }]}>Modules Implemented</Text>
          <Bullets items={story.implementation.modules} marker="•" markerColor={color.accent} />
        </View>
      </View>
      <View style={styles.tags}>
        {story.tags.map((tag) => (
          <Text key={tag} style={styles.tag}>
            {tag}
          </Text>
        ))}
      </View>
    </Section>
  );
}

/** The closing call to action: how to reach the team, and this story's address online. */
function ClosingCta({ site, storyUrl }: { site: Site; storyUrl: string }) {
  const contactUrl = absoluteUrl(site, '/contact');
  return (
    <View style={styles.cta} wrap={false}>
      <Text style={styles.ctaTitle}>Ready to transform your supply chain?</Text>
      <Text style={styles.ctaText}>
        Talk to our team at {site.email} or {site.phone}, or book a demo at{' '}
        <Link src={contactUrl} style={styles.ctaLink}>
          {contactUrl.replace(/^https?:\/\//, '')}
        </Link>
        .
      </Text>
      <Text style={styles.ctaText}>
        Read this story online:{' '}
        <Link src={storyUrl} style={styles.ctaLink}>
          {storyUrl.replace(/^https?:\/\//, '')}
        </Link>
      </Text>
    </View>
  );
}
