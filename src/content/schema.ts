/**
 * One schema per content collection. Every type the pages use is inferred from here; the
 * compile step (scripts/content) validates every file in content/ against these. Each field's
 * doc() says what a marketer writes there, with an example: the editor's JSON Schemas,
 * docs/content.md and the build's messages read those sentences. Objects are strict, so a
 * misspelled field is an error with a suggestion instead of being dropped without a word.
 */
import { z } from 'zod';
import { WORDS_PER_MINUTE } from '../lib/reading-time.ts';
import { RELATED_OTHER_KIND, RELATED_SAME_KIND } from '../lib/related.ts';
import { doc, httpsUrl, isoDate, limitedField, limitedText, nonEmpty, retiredFields, sitePath, writtenDate } from './fields.ts';

/** Headlines (stories, articles): longer ones wrap past three lines on a phone. */
const HEADLINE_MAX = 110;
const HEADLINE_WHY = 'a longer headline wraps past three lines on a phone, and search results cut the page title at about 60 characters';
const TAG_MAX = 40;
const TAG_WHY = 'a tag is a chip on one line';
/** A result figure: drawn large, so it must be a figure. */
const figure = nonEmpty.regex(/\d/, 'must contain a digit, e.g. "35%" or "2.5x": it is drawn as a big figure, so words such as "TBD" would show as one');

// ---------------------------------------------------------------------------------------------
// Site constants: content/site.yaml
// ---------------------------------------------------------------------------------------------
/** A phone number as displayed, which the site turns into a tel: link. */
const phoneNumber = nonEmpty.regex(
  /^\+?\d[\d ()./-]{5,}\d$/,
  'must be a phone number: digits, with spaces, + ( ) - . between them, e.g. +91 20 4000 0000 (the site makes a tel: link of it)',
);

/** What a claim computed from the stories is: each has a function in scripts/content/figures.ts. */
export const claimComputations = {
  implementationRange: 'the shortest to the longest implementation.duration of the listed stories, e.g. "10-20 weeks"',
  implementationMedian: 'the median implementation.duration of the listed stories, e.g. "12 weeks"',
  companies: 'the number of companies (company:) among the listed stories, e.g. "15"',
  bestResult: 'the best value of the result named in metric: among the listed stories, e.g. "99.2%" for metric: Fill Rate',
} as const;

const claimBasisSchema = z.union([
  z.strictObject({
    computed: doc(
      z.enum(Object.keys(claimComputations) as [keyof typeof claimComputations, ...(keyof typeof claimComputations)[]]),
      `What the figure is computed from: ${Object.entries(claimComputations).map(([name, what]) => `${name} (${what})`).join('; ')}. The build computes it and fails when value: says another figure.`,
      'implementationMedian',
    ),
    metric: doc(nonEmpty, 'With computed: bestResult, the result\'s metric: as the stories name it.', 'Fill Rate').optional(),
  }),
  z.strictObject({
    source: doc(nonEmpty, 'Where the figure comes from, so anyone asked can show it: a contract, a report, a system.', 'SLA schedule of the standard subscription agreement'),
    asOf: doc(isoDate, 'The date the source gave this figure, YYYY-MM-DD.', '2026-11-01'),
  }),
]);

export const claimSchema = z
  .strictObject({
    value: doc(nonEmpty, 'The figure as every page shows it. With computed:, the build checks it against the stories (leave it out of a count only the home page and the stories hero show).', '99.9%').optional(),
    wording: doc(nonEmpty, 'What the figure is, as a caption shows it: a best result, a median, a range, a promise ($name.wording in page copy).', 'median implementation across our customer stories'),
    shownWith: doc(
      z.array(nonEmpty).min(1),
      'Words that name this claim in page copy (any letter case). A sentence or a figure\'s label with one of them and a figure of the same kind (a percentage, a time, a multiple) other than value: is a content problem.',
      ['uptime'],
    ).optional(),
    basis: doc(claimBasisSchema, 'Either computed: (from the stories) or source: and asOf: (typed by whoever owns the figure).'),
  })
  .refine((claim) => claim.value !== undefined || 'computed' in claim.basis, 'a claim with a source: needs its value:')
  .refine((claim) => !('computed' in claim.basis) || (claim.basis.computed === 'bestResult') === (claim.basis.metric !== undefined), 'computed: bestResult needs metric: (the result it is the best of), and only it takes one');

export const officeSchema = z.strictObject({
  city: doc(nonEmpty, 'City shown as the office name.', 'Pune'),
  area: doc(nonEmpty, 'Area or street line.', 'Kharadi'),
  country: doc(nonEmpty, 'Country.', 'India'),
  hours: doc(z.string().default(''), 'Opening hours as shown; empty when not published.', 'Mon-Fri 9:00 AM-7:00 PM IST'),
  phone: doc(
    phoneNumber.optional(),
    "The office's own phone line, shown with it on /contact. Leave it out when the office has none (the site's main number stays in `phone`).",
    '+1 416 555 0100',
  ),
});

export const siteSchema = z.strictObject({
  name: doc(nonEmpty, 'Company name used in page titles.', 'TranslytiX'),
  origin: doc(
    httpsUrl.regex(/[^/]$/, 'must not end with "/"'),
    'Public origin without a trailing slash; canonical URLs and the sitemap start with it.',
    'https://www.translytix.example',
  ),
  description: doc(nonEmpty, 'One sentence used as the default meta description.'),
  tagline: doc(nonEmpty, 'Short slogan shown in the footer.'),
  offeringName: doc(nonEmpty, 'Name of the offering, also the nav label of /services.', 'AI Platform'),
  actions: doc(
    z.strictObject({
      demo: doc(nonEmpty, 'Label of every button and link that asks for a demo (all lead to /contact): the header, the menu, the home page, every closing call to action.', 'Request a Demo'),
    }),
    'One label per action, used wherever the site offers it, so a visitor never sees the same step under different names.',
  ),
  phone: doc(
    phoneNumber,
    'Contact phone as displayed; the site dials the digits and the leading +.',
    '+91 20 4000 0000',
  ),
  phoneHours: doc(nonEmpty, 'Hours the phone line is staffed, as displayed.', 'Mon-Fri 9AM-7PM IST'),
  email: doc(z.email(), 'General contact address (mailto links and fallbacks).', 'info@translytix.example'),
  contactRecipients: doc(z.array(z.email()).min(1), 'Addresses that receive every demo request, in the order they are sent.', ['sales@translytix.example']),
  demoVideo: doc(
    z
      .strictObject({
        youtubeId: doc(
          z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be the 11 characters after "v=" in the video\'s YouTube address'),
          'The id of a YouTube video: the 11 characters after "v=" in youtube.com/watch?v=... .',
          'aqz-KE-bpKQ',
        ).optional(),
        file: doc(
          z.string().regex(/^\/videos\/[a-z0-9][a-z0-9-]*\.(mp4|webm)$/, 'must be /videos/<name>.mp4 or .webm, for a file in content/videos/'),
          'A video file of our own in content/videos/, written as its address, /videos/<name>.mp4 (or .webm).',
          '/videos/platform-demo.mp4',
        ).optional(),
      })
      .refine((video) => (video.youtubeId === undefined) !== (video.file === undefined), 'give either youtubeId or file, not both and not neither')
      .optional(),
    "The home page's demo video. Leave it out when there is none: Watch Demo then leads to booking a live demo (the build prints a note).",
    { youtubeId: 'aqz-KE-bpKQ' },
  ),
  claims: doc(
    z.record(z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'must be a name of letters and digits starting with a small letter, e.g. uptime'), claimSchema),
    'Every figure the site claims, once, by name: its value, its wording and its basis. Page copy writes $name for the value (e.g. $uptime) and $name.wording for what the figure is, so no page types a claim\'s number and two pages cannot disagree. A claim computed from the stories is checked against them, and a page that shows a claim\'s subject with another number is a content problem. Counted figures need no entry: $stories, $industries, $articles, $averageImplementation, shown only in the home page\'s copy and the hero of /success-stories.',
    { uptime: { value: '99.9%', wording: 'uptime SLA', shownWith: ['uptime'], basis: { source: 'SLA schedule of the standard subscription agreement', asOf: '2026-11-01' } } },
  ),
  googleTagManagerId: doc(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id: "GTM-" and 4 to 12 capital letters or digits')
      .optional(),
    'Google Tag Manager container id. When set, every page loads the container after the consent defaults, the security policy allows Google Tag Manager and Google Analytics, and the Cookie Policy shows its <WithTagManager> passages. Leave it out to load no tag manager.',
    'GTM-AB12CD3',
  ),
  social: doc(
    z.strictObject({
      linkedin: doc(httpsUrl, 'Company page on the professional network (https).'),
      youtube: doc(httpsUrl, 'Video channel (https).'),
    }),
    'Outbound social profiles shown in the footer.',
  ),
  offices: doc(
    z.array(officeSchema).min(1),
    'Offices listed in the footer and on /contact (the same list, in this order, each with its hours and phone where given).',
  ),
  certifications: doc(z.array(nonEmpty), 'Compliance claims shown in the footer.', ['SOC 2 Type II', 'ISO 27001']),
  legalName: doc(nonEmpty, 'Copyright holder shown in the footer line.', 'TranslytiX Technologies Pvt. Ltd.'),
});

// ---------------------------------------------------------------------------------------------
// Fields stories and articles share
// ---------------------------------------------------------------------------------------------
const order = doc(
  z.number().int().positive().optional(),
  'Position in the list and among featured entries: 1 comes first. Entries without it follow, in their usual order.',
  1,
);
const draft = doc(z.boolean().default(false), 'true shows the entry only in `npm run dev` and preview builds.', false);
/** Pins for the related-reading cards; the build checks each names a story or article (scripts/content/related-pins.ts). */
const related = (own: 'story' | 'article') => {
  const [same, other, group] = own === 'story' ? ['stories', 'article', 'industry'] : ['articles', 'story', 'category'];
  return doc(
    z.array(z.string()).optional(),
    `Stories and articles to show first at the end of this ${own}, by file name without .md, in the order written. The page shows ${RELATED_SAME_KIND} related ${same} and ${RELATED_OTHER_KIND} ${other}, so list at most ${RELATED_SAME_KIND} ${same} and ${RELATED_OTHER_KIND} ${other}; the build fills the rest with the closest matches by tags and ${group}. Leave it out to let the build choose them all. An entry not published yet is skipped until it is.`,
    own === 'story' ? ['chemicals-inventory-optimization', 'roi-of-technology'] : ['simulation-engine', 'chemicals-inventory-optimization'],
  );
};
/** Reading time is measured on the text by the build, so no one has to keep it in step by hand. */
const computedReadTime = {
  readTime: `"readTime" is no longer a field: the reading time is computed from the text (words / ${WORDS_PER_MINUTE}, rounded up, at least 1 minute) and shown the same on the page, the cards, the feed and to search engines.`,
};

// ---------------------------------------------------------------------------------------------
// Success stories: content/stories/<slug>.md
// ---------------------------------------------------------------------------------------------
export const resultIcons = ['target', 'trending-up', 'trending-down', 'package', 'clock', 'dollar', 'zap', 'shield', 'truck', 'bar-chart', 'check'] as const;
/** Whether a story result is good news (shown in green) or a real loss (red). */
export const resultOutcomes = ['gain', 'loss'] as const;

export const storySchema = z.strictObject({
  id: doc(z.number().int().positive(), 'Number in the PDF address /pdfs/ID {id}.pdf; unique, and never changed once published.', 17),
  title: limitedField(HEADLINE_MAX, HEADLINE_WHY, 'Headline of the story.', 'Cutting Stockouts by 20% for a Spare-Parts Distributor'),
  company: limitedField(80, 'it is shown under the headline and on every card, on one line on a phone', 'Anonymised client descriptor.', 'Leading Helmet Manufacturer'),
  industry: doc(nonEmpty, 'Industry, spelled exactly like the name: of one of the files in content/industries/ (its filter chip and its page under /industries).', 'Food & Beverage'),
  companySize: doc(nonEmpty, 'Client size as shown.', '5,000+ employees'),
  location: doc(nonEmpty, 'Client location as shown.', 'Pune, India'),
  challenge: doc(nonEmpty, "The client's problem, a paragraph or two; each line starts a paragraph."),
  solution: doc(nonEmpty, 'What we did, a paragraph or two; each line starts a paragraph.'),
  problemAreas: doc(z.array(nonEmpty).length(4), 'Exactly four problem areas listed under "Key Problem Areas".'),
  highlights: doc(
    z.array(
      z.strictObject({
        title: limitedField(60, 'a highlight card fits two lines of title', 'Highlight title, a few words.', 'Network Digital Twin'),
        description: doc(nonEmpty, 'One sentence.'),
      }),
    ).length(4),
    'Exactly four solution highlight cards.',
  ),
  tags: doc(z.array(limitedText(TAG_MAX, TAG_WHY)).min(1), `Search keywords, also used in the page keywords. Each at most ${TAG_MAX} characters, because ${TAG_WHY}; one spelling per tag across all stories and articles (AI and ai are one tag).`, ['Demand Forecasting']),
  publishDate: doc(isoDate, 'Publication date, YYYY-MM-DD. A date in the future holds the story back until that day.', '2025-06-15'),
  featured: doc(z.boolean(), 'true lets the story appear under "Featured Stories".', true),
  order,
  listed: doc(z.boolean().default(true), 'false keeps the story out of the /success-stories list (its page still exists).', true),
  results: doc(
    z.array(
      z.strictObject({
        metric: limitedField(40, 'a metric box fits two short lines under its figure', 'What was measured.', 'Forecast Accuracy'),
        value: doc(
          figure.max(12, 'because the figure is drawn large and a metric box fits about 12 characters on a phone'),
          'The headline figure, with at least one digit (35%, 2.5x, $1.2M): it is drawn large, so "TBD" or words would show as a figure. At most 12 characters, because the figure is drawn large and a metric box fits about 12 characters on a phone.',
          '92%',
        ),
        description: doc(nonEmpty, 'One sentence explaining the figure.'),
        icon: doc(z.enum(resultIcons), `Icon name, one of: ${resultIcons.join(', ')}.`, 'target'),
        outcome: doc(
          z.enum(resultOutcomes).default('gain'),
          'gain (the figure is shown in green) unless the result reports something that got worse: loss (shown in red). A fall in something bad, such as "-52% Temperature Excursions", is a gain. Leave it out for a gain.',
          'gain',
        ),
      }),
    ).length(4),
    'Exactly four results, each a metric box.',
  ),
  testimonial: doc(
    z.strictObject({
      quote: doc(nonEmpty, 'The quote, without quotation marks.'),
      author: doc(nonEmpty, 'Who said it (a job title when the person is anonymised).', 'Head of Logistics'),
      role: doc(nonEmpty, "The speaker's role shown under the name.", 'Logistics, Leading Footwear Company'),
      initials: doc(z.string().regex(/^[A-Z]{1,3}$/, 'must be 1-3 capital letters'), 'One to three letters shown in the initials badge.', 'HL'),
    }),
    "The client's quote.",
  ),
  implementation: doc(
    z.strictObject({
      duration: doc(z.string().regex(/^\d+ weeks$/, 'must read like "12 weeks"'), 'Project length as shown.', '12 weeks'),
      team: doc(nonEmpty, 'Team size as shown.', '18 specialists'),
      modules: doc(z.array(nonEmpty).min(1), 'Product modules implemented.', ['Demand Forecasting']),
    }),
    'Implementation details.',
  ),
  canonicalPath: doc(
    sitePath.optional(),
    'The address search engines should treat as the story\'s own: leave it out (it is "/{file name}") unless the story must keep an older address, e.g. /success-stories/{file name}. It must be one of this story\'s own addresses.',
    '/success-stories/my-story',
  ),
  pdfFileName: doc(
    z.string().regex(/^[^/\\]+\.pdf$/, 'must be a file name ending in .pdf'),
    'File name a visitor\'s browser saves the story\'s PDF under; unique across stories.',
    'Helmet Manufacturer.pdf',
  ),
  aliases: doc(
    z.array(sitePath).default([]),
    'Old or alternative paths that redirect to this story; each belongs to this story only.',
    ['/End-to-end-AI-Integration'],
  ),
  related: related('story'),
  draft,
}).register(retiredFields, {
  ...computedReadTime,
  closingCta: '"closingCta" is no longer a field: every story now ends with the call to action written in content/pages/stories.yaml (closingCta there).',
});

/** The three simplified case studies of the home page: content/home-studies.yaml */
export const homeStudySchema = z.strictObject({
  id: doc(z.number().int().positive(), 'Unique number.', 1),
  industry: doc(nonEmpty, 'Industry label shown on the card.', 'Chemicals'),
  icon: doc(z.enum(resultIcons), 'Icon name (same set as story results).', 'zap'),
  client: doc(nonEmpty, 'Anonymised client.', 'Leading Petrochemical Corporation'),
  location: doc(nonEmpty, 'City and country.', 'Gujarat, India'),
  challenge: doc(nonEmpty, 'One-paragraph challenge.'),
  solution: doc(z.array(nonEmpty).min(1), 'Solution checklist items.'),
  impact: doc(
    z.array(
      z.strictObject({
        name: doc(nonEmpty, 'What was measured.', 'PR Automation'),
        value: doc(figure, 'The figure, with at least one digit (35%, 2.5x).', '100%'),
      }),
    ).length(4),
    'Exactly four impact metrics.',
  ),
  testimonial: doc(nonEmpty, "The client's quote, without quotation marks."),
  author: doc(nonEmpty, 'Job title of the person quoted.', 'Head of Procurement'),
  storySlug: doc(nonEmpty, 'File name (without .md) of the full story this card links to.', 'petrochemical-pr-automation'),
});
export const homeStudiesSchema = z.array(homeStudySchema).length(3);

// ---------------------------------------------------------------------------------------------
// Blog articles: content/articles/<slug>.md (the slug is the article's root path)
// ---------------------------------------------------------------------------------------------
export const articleSchema = z.strictObject({
  id: doc(z.number().int().positive(), 'Number in the address /blog/{id}; unique, and never changed once published.', 13),
  title: limitedField(HEADLINE_MAX, HEADLINE_WHY, 'Headline.', 'Five Signs Your Safety Stock Is Wrong'),
  excerpt: limitedField(300, 'it is shown whole on every card, and search engines show about 160 characters of it', 'One or two sentences shown on cards and as the meta description.'),
  author: doc(nonEmpty, "Who wrote it: their file's name in content/authors/, without .md (their name and role come from there).", 'editorial-team'),
  date: doc(
    writtenDate,
    'Publication date, DD-MM-YYYY or YYYY-MM-DD (M/D/YYYY is refused: 1/2/2025 would be read as 2 January). A date in the future holds the article back until that day.',
    '2025-06-15',
  ),
  category: doc(nonEmpty, 'Category id, one of the categories in content/pages/blog.yaml.', 'inventory'),
  tags: doc(z.array(limitedText(TAG_MAX, TAG_WHY)).min(1), `Keywords shown as chips and searched. Each at most ${TAG_MAX} characters, because ${TAG_WHY}; one spelling per tag across all stories and articles (AI and ai are one tag).`, ['Safety Stock']),
  views: doc(z.number().int().nonnegative().optional(), 'View count shown on cards and, when set, on the article page.', 1024),
  likes: doc(z.number().int().nonnegative().default(0), 'Like count, kept from the old site and not shown: visitors cannot like an article here.', 0),
  comments: doc(z.number().int().nonnegative().default(0), 'Comment count, kept from the old site and not shown: visitors cannot comment here.', 0),
  featured: doc(z.boolean().default(false), 'true lets the article appear under "Featured Articles".', false),
  order,
  listed: doc(z.boolean().default(true), 'false keeps the article out of the /blog list (its page still exists).', true),
  related: related('article'),
  draft,
}).register(retiredFields, computedReadTime);

// ---------------------------------------------------------------------------------------------
// Legal pages: content/legal/<slug>.mdx
// ---------------------------------------------------------------------------------------------
export const policySchema = z.strictObject({
  title: limitedField(60, 'it is the page heading and the label of its link in the footer', 'Page heading and title.', 'Cookie Policy'),
  description: doc(nonEmpty, 'Meta description.'),
  lastUpdated: doc(isoDate, 'Date of the last change, YYYY-MM-DD; shown as "Last updated April 1, 2025".', '2025-04-01'),
  path: doc(sitePath, 'Address the page is served at. Addresses are case-sensitive: /Cookies is not /cookies.', '/Cookies'),
});

// ---------------------------------------------------------------------------------------------
// Industries: content/industries/<slug>.md (one page each, /industries/<slug>)
// ---------------------------------------------------------------------------------------------
export const industryEntrySchema = z.strictObject({
  name: limitedField(40, 'it is a filter chip and a badge on one line', "The industry's name exactly as stories write it in their `industry:` field; its chip, badges and page heading show it. The file name is this name in lower case with dashes (Food & Beverage: food-beverage.md).", 'Food & Beverage'),
  order: doc(z.number().int().min(1), 'Its place among the industries: the chips on /success-stories and the cards on /industries go from 1 up.', 3),
  summary: limitedField(200, 'it is the meta description and the card on /industries', 'One sentence: who these customers are and what they came to us for. Shown on its card on /industries and as the meta description.', 'Dairy, snacks and beverage makers balancing short shelf lives against service levels.'),
  overview: doc(
    z.array(nonEmpty).min(1),
    'The opening paragraphs of the industry page, one list item each. Write them from our own stories in this industry: quote only figures those stories state.',
    ['Food and beverage makers come to us when fresh stock expires before it sells.'],
  ),
  problems: doc(
    z
      .array(
        z.strictObject({
          title: limitedField(60, 'it is the heading of a card in a two-column grid', 'The problem as a planner in this industry names it.', 'Short shelf lives'),
          description: doc(
            nonEmpty,
            'One or two sentences: what goes wrong in this industry, and what the platform does about it (name its modules and tags as the stories write them: an industry without stories offers the stories they name most).',
            'Fresh products expire in days; daily forecasts by SKU and outlet size each batch to what will sell.',
          ),
        }),
      )
      .min(2)
      .max(6),
    'The problems the platform solves in this industry, shown as cards under the overview: 2 to 6, an even number to fill the two columns. Write them for a planner from this industry: its own constraints, no generic claims.',
  ),
  aliases: doc(
    z.array(nonEmpty.regex(/^\/industries\/[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an old industry address, /industries/ and a name in lower case with dashes, e.g. /industries/fmcg-footwear')).default([]),
    "Old addresses of this industry's page (an industry renamed or merged into this one), each redirected here. Keep them when renaming: links and search engines still use them.",
    ['/industries/fmcg-footwear'],
  ),
});

export type Site = z.infer<typeof siteSchema>;
export type StoryFrontmatter = z.infer<typeof storySchema>;
export type HomeStudy = z.infer<typeof homeStudySchema>;
export type ArticleFrontmatter = z.infer<typeof articleSchema>;
export type PolicyFrontmatter = z.infer<typeof policySchema>;
export type IndustryFrontmatter = z.infer<typeof industryEntrySchema>;
