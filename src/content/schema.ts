/**
 * One schema per content collection. Every type the pages use is inferred from here;
 * the compile step (scripts/content) validates every file in content/ against these.
 * Each field's comment says what a marketer writes there.
 */
import { z } from 'zod';
import { nonEmpty, sitePath, isoDate } from './fields.ts';
import { articleCategories, type ArticleCategory } from './categories.ts';

export { articleCategories, type ArticleCategory };


// ---------------------------------------------------------------------------------------------
// Site constants: content/site.yaml
// ---------------------------------------------------------------------------------------------
export const officeSchema = z.object({
  /** City shown as the office name, e.g. "Pune". */
  city: nonEmpty,
  /** Area or street line, e.g. "Kharadi". */
  area: nonEmpty,
  /** Country, e.g. "India". */
  country: nonEmpty,
  /** Opening hours as shown, e.g. "Mon-Fri 9:00 AM-7:00 PM IST"; empty when not published. */
  hours: z.string().default(''),
});

export const siteSchema = z.object({
  /** Company name used in titles, e.g. "TranslytiX". */
  name: nonEmpty,
  /** Public origin without a trailing slash; canonical URLs and the sitemap start with it. */
  origin: z.url().regex(/[^/]$/, 'must not end with "/"'),
  /** One sentence used as the default meta description. */
  description: nonEmpty,
  /** Short slogan shown in the footer. */
  tagline: nonEmpty,
  /** Name of the offering, also the nav label of /services. */
  offeringName: nonEmpty,
  /** Contact phone as displayed, e.g. "+91 20 0000 0000". */
  phone: nonEmpty,
  /** Hours the phone line is staffed, as displayed. */
  phoneHours: nonEmpty,
  /** General contact address (mailto links and fallbacks). */
  email: z.email(),
  /** Addresses that receive every demo request, in the order they are sent. */
  contactRecipients: z.array(z.email()).min(1),
  /** Embeddable URL of the product demo video (the home page's Watch Demo). */
  demoVideoUrl: z.url(),
  /** Outbound social profiles shown in the footer. */
  social: z.object({
    /** Company page on the professional network. */
    linkedin: z.url(),
    /** Video channel. */
    youtube: z.url(),
  }),
  /** Offices listed in the footer and on /contact. */
  offices: z.array(officeSchema).min(1),
  /** Compliance claims shown in the footer, e.g. "SOC 2 Type II". */
  certifications: z.array(nonEmpty),
  /** Copyright holder shown in the footer line. */
  legalName: nonEmpty,
});

// ---------------------------------------------------------------------------------------------
// Success stories: content/stories/<slug>.md
// ---------------------------------------------------------------------------------------------
export const resultIcons = ['target', 'trending-up', 'trending-down', 'package', 'clock', 'dollar', 'zap', 'shield', 'truck', 'bar-chart', 'check'] as const;
export const accentColors = ['blue', 'green', 'purple', 'orange', 'teal', 'red'] as const;

export const storySchema = z.object({
  /** Number shown in the PDF address /pdfs/ID {id}.pdf; unique across stories. */
  id: z.number().int().positive(),
  /** Headline of the story. */
  title: nonEmpty,
  /** Anonymised client descriptor, e.g. "Leading Helmet Manufacturer". */
  company: nonEmpty,
  /** Industry label exactly as the filter chips spell it, e.g. "Apparel & Footwear". */
  industry: nonEmpty,
  /** Client size as shown, e.g. "5,000+ employees". */
  companySize: nonEmpty,
  /** Client location as shown, e.g. "Pune, India". */
  location: nonEmpty,
  /** The client's problem, a paragraph or two. */
  challenge: nonEmpty,
  /** What we did, a paragraph or two. */
  solution: nonEmpty,
  /** Exactly four problem areas listed under "Key Problem Areas". */
  problemAreas: z.array(nonEmpty).length(4),
  /** Exactly four solution highlight cards. */
  highlights: z.array(z.object({ title: nonEmpty, description: nonEmpty })).length(4),
  /** Search keywords and chips; also used in page keywords. */
  tags: z.array(nonEmpty).min(1),
  /** Publication date, YYYY-MM-DD. */
  publishDate: isoDate,
  /** Reading time as shown, e.g. "6 min read". */
  readTime: nonEmpty,
  /** Whether the story may appear in the "Featured Stories" section. */
  featured: z.boolean(),
  /** false keeps the story out of the /success-stories list (its page still exists). */
  listed: z.boolean().default(true),
  /** Exactly four results, each a metric box. */
  results: z
    .array(
      z.object({
        /** What was measured, e.g. "Forecast Accuracy". */
        metric: nonEmpty,
        /** The headline figure, e.g. "92%". */
        value: nonEmpty,
        /** One sentence explaining the figure. */
        description: nonEmpty,
        /** Icon name, one of: target, trending-up, trending-down, package, clock, dollar, zap, shield, truck, bar-chart, check. */
        icon: z.enum(resultIcons),
        /** Accent colour, one of: blue, green, purple, orange, teal, red. */
        color: z.enum(accentColors),
      }),
    )
    .length(4),
  /** The client's quote. */
  testimonial: z.object({
    /** The quote, without quotation marks. */
    quote: nonEmpty,
    /** Who said it (a job title when the person is anonymised). */
    author: nonEmpty,
    /** The speaker's role shown under the name. */
    role: nonEmpty,
    /** Two or three letters shown in the initials badge. */
    initials: z.string().regex(/^[A-Z]{1,3}$/, 'must be 1-3 capital letters'),
  }),
  implementation: z.object({
    /** Project length as shown, e.g. "12 weeks" (8-20 weeks in our stories). */
    duration: z.string().regex(/^\d+ weeks$/, 'must read like "12 weeks"'),
    /** Team size as shown, e.g. "18 specialists". */
    team: nonEmpty,
    /** Product modules implemented. */
    modules: z.array(nonEmpty).min(1),
  }),
  /** Canonical path of the story page; defaults to "/{slug}". */
  canonicalPath: sitePath.optional(),
  /** File name of the downloaded PDF, e.g. "Helmet Manufacturer.pdf". */
  pdfFileName: z.string().regex(/^[^/\\]+\.pdf$/, 'must be a file name ending in .pdf'),
  /** Old or alternative paths that redirect to this story, e.g. "/End-to-end-AI-Integration". */
  aliases: z.array(sitePath).default([]),
  /** Show the closing "Ready to Transform Your Supply Chain?" call to action. */
  closingCta: z.boolean().default(false),
  /** true hides the story outside `npm run dev`. */
  draft: z.boolean().default(false),
});

/** The three simplified case studies of the home page: content/home-studies.yaml */
export const homeStudySchema = z.object({
  /** Unique number. */
  id: z.number().int().positive(),
  /** Industry label, e.g. "Chemicals". */
  industry: nonEmpty,
  /** Icon name (same set as story results). */
  icon: z.enum(resultIcons),
  /** Anonymised client, e.g. "Leading Petrochemical Corporation". */
  client: nonEmpty,
  /** City and country, e.g. "Gujarat, India". */
  location: nonEmpty,
  /** One-paragraph challenge. */
  challenge: nonEmpty,
  /** Solution checklist items. */
  solution: z.array(nonEmpty).min(1),
  /** Exactly four impact metrics. */
  impact: z.array(z.object({ name: nonEmpty, value: nonEmpty })).length(4),
  /** The client's quote, without quotation marks. */
  testimonial: nonEmpty,
  /** Job title of the person quoted. */
  author: nonEmpty,
  /** Slug of the full story this card links to. */
  storySlug: nonEmpty,
});
export const homeStudiesSchema = z.array(homeStudySchema).length(3);

// ---------------------------------------------------------------------------------------------
// Blog articles: content/articles/<slug>.md (the slug is the article's root path)
// ---------------------------------------------------------------------------------------------
const categoryIds = Object.keys(articleCategories) as [ArticleCategory, ...ArticleCategory[]];

export const articleSchema = z.object({
  /** Number used in /blog/{id}; unique across articles. */
  id: z.number().int().positive(),
  /** Headline. */
  title: nonEmpty,
  /** One or two sentences shown on cards and as the meta description. */
  excerpt: nonEmpty,
  /** Byline, e.g. "TranslytiX Editorial Team". */
  author: nonEmpty,
  /** Publication date as written: DD-MM-YYYY, YYYY-MM-DD or M/D/YYYY (normalised at build). */
  date: z.union([z.string(), z.date()]),
  /** Reading time as shown, e.g. "4 mins". */
  readTime: nonEmpty,
  /** Category id: ai-ml, cutting-plan, retail, digital-twin, ai-engineering, planning, demand-planning, inventory, decision-intelligence. */
  category: z.enum(categoryIds),
  /** Keywords shown as chips and searched. */
  tags: z.array(nonEmpty).min(1),
  /** Image name (used to name the share image). */
  image: nonEmpty,
  /** View count shown on cards and, when set, on the article page. */
  views: z.number().int().nonnegative().optional(),
  /** Like count. */
  likes: z.number().int().nonnegative().default(0),
  /** Comment count. */
  comments: z.number().int().nonnegative().default(0),
  /** Whether the article may appear under "Featured Articles". */
  featured: z.boolean().default(false),
  /** false keeps the article out of the /blog list (its page still exists). */
  listed: z.boolean().default(true),
  /** true hides the article outside `npm run dev`. */
  draft: z.boolean().default(false),
});

// ---------------------------------------------------------------------------------------------
// Legal pages: content/legal/<slug>.mdx
// ---------------------------------------------------------------------------------------------
export const legalSchema = z.object({
  /** Page heading and title, e.g. "Cookie Policy". */
  title: nonEmpty,
  /** Meta description. */
  description: nonEmpty,
  /** Date of the last change, YYYY-MM-DD; shown as "Last updated April 1, 2025". */
  lastUpdated: isoDate,
  /** Path the page is served at, e.g. "/Cookies". */
  path: sitePath,
});

export type Site = z.infer<typeof siteSchema>;
export type StoryFrontmatter = z.infer<typeof storySchema>;
export type HomeStudy = z.infer<typeof homeStudySchema>;
export type ArticleFrontmatter = z.infer<typeof articleSchema>;
export type LegalFrontmatter = z.infer<typeof legalSchema>;
