/**
 * One schema per page-copy file in content/pages/ (home, about, team, services, contact, backups,
 * stories, blog).
 * Page components read only the inferred types below; the compile step validates each YAML
 * file against `pageSchemas[<file name>]`. Each field's comment says what a marketer writes there.
 * Counts the spec fixes (four problem cards, seven team members, five feature tabs...) are
 * exact lengths, so a missing or extra card fails the build instead of breaking a grid.
 */
import { z } from 'zod';
import { contentImage, isoDate, nonEmpty, uniqueBy } from './fields.ts';

/** A span of weeks as shown, e.g. "2-4 weeks". */
const weekRange = z.string().regex(/^\d+-\d+ weeks$/, 'must read like "2-4 weeks"');

/** Icon names a page may use; the site maps each to one drawn icon. */
export const pageIcons = [
  'alert',
  'award',
  'brain',
  'chart',
  'check',
  'clock',
  'cpu',
  'database',
  'dollar',
  'globe',
  'layers',
  'lightbulb',
  'lock',
  'network',
  'package',
  'refresh',
  'shield',
  'target',
  'trending-up',
  'truck',
  'users',
  'zap',
] as const;
const icon = z.enum(pageIcons);
export type PageIcon = z.infer<typeof icon>;

/** Title and meta description of one page. */
const seoSchema = z.object({
  /** Page title; the site appends " | TranslytiX", e.g. "About Us". */
  title: nonEmpty,
  /** Meta and social-preview description, one or two sentences, at most 160 characters. */
  description: nonEmpty.max(160, 'must be at most 160 characters (search engines cut the rest)'),
});

/** A card with an icon, a short title and a sentence or two. */
const iconCardSchema = z.object({
  /** Icon name, one of the page icons (brain, chart, package, truck, shield, clock...). */
  icon,
  /** Card title, a few words. */
  title: nonEmpty,
  /** One or two sentences. */
  description: nonEmpty,
});

/** A headline figure with its label. */
const statSchema = z.object({
  /** The figure as shown, e.g. "99.7%" or "8-16 weeks". */
  value: nonEmpty,
  /** What the figure measures, e.g. "Platform Uptime". */
  label: nonEmpty,
});

/** A card with a title and a sentence or two, no icon. */
const textCardSchema = z.object({
  /** Card title, a few words. */
  title: nonEmpty,
  /** One or two sentences. */
  description: nonEmpty,
});

// ---------------------------------------------------------------------------------------------
// Home: content/pages/home.yaml
// ---------------------------------------------------------------------------------------------
export const kpiTones = ['positive', 'negative', 'neutral'] as const;
export const alertLevels = ['critical', 'warning', 'info'] as const;

export const homePageSchema = z.object({
  /** Title and meta description of the home page. */
  seo: seoSchema,
  /** The opening block at the top of the page. */
  hero: z.object({
    /** Small line above the headline. */
    eyebrow: nonEmpty,
    /** The page's main heading. */
    headline: nonEmpty,
    /** One or two sentences under the headline. */
    subheadline: nonEmpty,
    /** Label of the button to /success-stories, e.g. "Explore Success Stories". */
    primaryLabel: nonEmpty,
    /** Label of the button that opens the demo video, e.g. "Watch Demo". */
    secondaryLabel: nonEmpty,
    /** Heading of the demo video window, also the video frame's title for screen readers. */
    demoTitle: nonEmpty,
  }),
  /** Sample data drawn in the platform command-center mock-up (illustrative, not live). */
  commandCenter: z.object({
    /** Title bar of the mock-up window. */
    title: nonEmpty,
    /** Line under the title, e.g. the scope the mock-up pretends to show. */
    subtitle: nonEmpty,
    /** Exactly four KPI tiles. */
    kpis: z
      .array(
        z.object({
          /** What the tile measures, e.g. "Forecast Accuracy". */
          name: nonEmpty,
          /** The figure, e.g. "94.2%". */
          value: nonEmpty,
          /** Change as shown, e.g. "+3.1 pts vs last month". */
          trend: nonEmpty,
          /** Colour of the trend: positive (green), negative (red) or neutral (grey). */
          tone: z.enum(kpiTones),
        }),
      )
      .length(4),
    /** Three or four alert rows under the tiles. */
    alerts: z
      .array(
        z.object({
          /** Severity badge: critical, warning or info. */
          level: z.enum(alertLevels),
          /** What happened, one line. */
          message: nonEmpty,
          /** The action the platform suggests, one line. */
          action: nonEmpty,
        }),
      )
      .min(3)
      .max(4),
  }),
  /** Exactly four headline stats under the mock-up. */
  stats: z.array(statSchema).length(4),
  /** The four problem cards. */
  problems: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Exactly four problem cards. */
    cards: z.array(iconCardSchema).length(4),
  }),
  /** The three capability cards. */
  capabilities: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Exactly three capability cards. */
    cards: z
      .array(
        iconCardSchema.extend({
          /** Exactly three short bullet points. */
          points: z.array(nonEmpty).length(3),
        }),
      )
      .length(3),
  }),
  /** Measurable-impact cards and the implementation timeline. */
  impact: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Exactly four metric cards. */
    metrics: z
      .array(
        statSchema.extend({
          /** One sentence explaining the figure. */
          description: nonEmpty,
        }),
      )
      .length(4),
    /** Heading above the implementation timeline. */
    timelineHeading: nonEmpty,
    /** Exactly four timeline steps, in order. */
    timeline: z
      .array(
        z.object({
          /** Step name, e.g. "Pilot Go-Live". */
          label: nonEmpty,
          /** When it happens, e.g. "Weeks 3-6". */
          weeks: z.string().regex(/^Weeks? \d+(-\d+)?$/, 'must read like "Weeks 3-6"'),
          /** One sentence on what happens in the step. */
          description: nonEmpty,
        }),
      )
      .length(4),
  }),
  /** Copy around the three case-study cards (the cards come from content/home-studies.yaml). */
  successTeaser: z.object({
    /** Section heading, e.g. "Real Success. Real Results.". */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subtitle: nonEmpty,
    /** Label of the link to /success-stories under the cards. */
    viewAllLabel: nonEmpty,
    /** Heading of each card's challenge paragraph, e.g. "Challenge". */
    challengeLabel: nonEmpty,
    /** Heading of each card's solution checklist, e.g. "Solution". */
    solutionLabel: nonEmpty,
    /** Heading of each card's four impact metrics, e.g. "Impact". */
    impactLabel: nonEmpty,
    /** Label of each card's link to its full story, e.g. "Read the Full Story". */
    storyLinkLabel: nonEmpty,
  }),
  /** The why-us grid. */
  whyUs: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Exactly six reasons. */
    items: z.array(iconCardSchema).length(6),
  }),
  /** The security and reliability band. */
  trust: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Exactly four short statements, e.g. "SOC 2 Type II". */
    items: z.array(iconCardSchema).length(4),
  }),
  /** The closing call to action; both buttons lead to /contact. */
  closingCta: z.object({
    /** Heading of the closing call to action. */
    heading: nonEmpty,
    /** One or two sentences under the heading. */
    text: nonEmpty,
    /** Label of the first button to /contact, e.g. "Start Your Transformation". */
    primaryLabel: nonEmpty,
    /** Label of the second button to /contact, e.g. "Schedule Demo". */
    secondaryLabel: nonEmpty,
  }),
});

// ---------------------------------------------------------------------------------------------
// About: content/pages/about.yaml
// ---------------------------------------------------------------------------------------------
export const aboutPageSchema = z.object({
  /** Title and meta description of /about. */
  seo: seoSchema,
  /** The company story that opens the page. */
  story: z.object({
    /** Small line above the heading. */
    eyebrow: nonEmpty,
    /** The page's main heading. */
    heading: nonEmpty,
    /** Two or three paragraphs of the company story, plain text. */
    paragraphs: z.array(nonEmpty).min(2).max(3),
  }),
  /** What we found working inside supply chains. */
  discovered: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence introducing the findings. */
    intro: nonEmpty,
    /** Three or four findings, each a figure or short title with a sentence. */
    findings: z.array(textCardSchema).min(3).max(4),
  }),
  /** What the company obsesses over. */
  obsessions: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** Three or four things the company obsesses over. */
    items: z.array(iconCardSchema).min(3).max(4),
  }),
  /** What sets the company apart. */
  differentiators: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** Exactly four differentiators. */
    items: z.array(iconCardSchema).length(4),
  }),
  /** How the company works. */
  principles: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** Exactly four working principles. */
    items: z.array(textCardSchema).length(4),
  }),
  /** Company figures. */
  numbers: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** Exactly four figures. */
    stats: z.array(statSchema).length(4),
  }),
  /** Three anonymised customer quotes. */
  quotes: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** Exactly three customer quotes. */
    items: z
      .array(
        z.object({
          /** The quote, without quotation marks. */
          quote: nonEmpty,
          /** Job title of the person quoted (customers stay anonymous), e.g. "VP Supply Chain". */
          author: nonEmpty,
          /** Anonymised company descriptor, e.g. "Leading FMCG Manufacturer". */
          company: nonEmpty,
        }),
      )
      .length(3),
  }),
  /** The closing call to action. */
  cta: z.object({
    /** Heading of the closing call to action. */
    heading: nonEmpty,
    /** One or two sentences under the heading. */
    text: nonEmpty,
    /** Label of the button to /contact. */
    primaryLabel: nonEmpty,
    /** Label of the button to /success-stories. */
    secondaryLabel: nonEmpty,
  }),
});

// ---------------------------------------------------------------------------------------------
// Team: content/pages/team.yaml
// ---------------------------------------------------------------------------------------------
export const teamGroups = ['leadership', 'advisor'] as const;

export const teamMemberSchema = z.object({
  /** Full name. */
  name: nonEmpty,
  /** Job title or board role, e.g. "Chief Executive Officer". */
  role: nonEmpty,
  /** Which grid the card sits in: leadership or advisor. */
  group: z.enum(teamGroups),
  /** Two or three sentences. */
  bio: nonEmpty,
  /** Three or four expertise tags. */
  expertise: z.array(nonEmpty).min(3).max(4),
  /** Education or affiliation line, e.g. "M.Tech, Industrial Engineering". */
  education: nonEmpty,
  /** City and country, e.g. "Pune, India". */
  location: nonEmpty,
  /** External profile link (https). */
  profileUrl: z.url({ protocol: /^https$/, message: 'must be an https URL' }),
  /** Photo in content/images/, e.g. "/images/team/jane-doe.jpg" (resized at build); leave out to draw an initials portrait. */
  photo: contentImage.optional(),
});

export const teamPageSchema = z.object({
  /** Title and meta description of /team. */
  seo: seoSchema,
  /** The opening block at the top of the page. */
  hero: z.object({
    /** The page's main heading. */
    headline: nonEmpty,
    /** One or two sentences under the headline. */
    subheadline: nonEmpty,
  }),
  /** Heading above the leadership cards. */
  leadershipHeading: nonEmpty,
  /** Heading above the advisory-board cards. */
  advisorHeading: nonEmpty,
  /** Exactly seven people: four in group leadership, three in group advisor; shown in this order. */
  members: z
    .array(teamMemberSchema)
    .length(7)
    .superRefine((members, ctx) => {
      const expected = { leadership: 4, advisor: 3 } as const;
      for (const group of teamGroups) {
        const found = members.filter((member) => member.group === group).length;
        if (found !== expected[group]) {
          ctx.addIssue({
            code: 'custom',
            message: `must hold ${expected[group]} members with group "${group}", found ${found}`,
          });
        }
      }
    }),
  /** The culture section under the cards. */
  culture: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One or two sentences under the heading. */
    text: nonEmpty,
    /** Exactly four values. */
    values: z.array(iconCardSchema).length(4),
  }),
});

// ---------------------------------------------------------------------------------------------
// Offering page: content/pages/services.yaml
// ---------------------------------------------------------------------------------------------
/** The five feature tabs, in the order they are shown; the first is selected by default. */
export const featureCategoryIds = ['planning', 'inventory', 'replenishment', 'intelligence', 'supply-chain'] as const;
const slugId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by "-"');

export const featureCategorySchema = z.object({
  /** Tab id: planning, inventory, replenishment, intelligence or supply-chain. */
  id: z.enum(featureCategoryIds),
  /** Tab label, e.g. "Demand Planning". */
  name: nonEmpty,
  /** One or two sentences shown above the features. */
  description: nonEmpty,
  /** Exactly three features. */
  features: z
    .array(
      z.object({
        /** Feature name. */
        name: nonEmpty,
        /** One or two sentences. */
        description: nonEmpty,
        /** Exactly three key benefits, short phrases. */
        benefits: z.array(nonEmpty).length(3),
      }),
    )
    .length(3),
});

export const industrySchema = z.object({
  /** Short id used as the panel's anchor, e.g. "chemicals". */
  id: slugId,
  /** Panel title, e.g. "Chemicals & Petrochemicals". */
  name: nonEmpty,
  /** One or two sentences. */
  description: nonEmpty,
  /** Exactly three typical challenges, short phrases. */
  challenges: z.array(nonEmpty).length(3),
  /** Exactly three ways the platform answers them, short phrases. */
  solutions: z.array(nonEmpty).length(3),
});

export const implementationPhaseSchema = z.object({
  /** Phase name, e.g. "Discovery". */
  phase: nonEmpty,
  /** Duration as shown, e.g. "2-4 weeks". */
  duration: weekRange,
  /** Three or four activities, short phrases. */
  activities: z.array(nonEmpty).min(3).max(4),
});

export const servicesPageSchema = z.object({
  /** Title and meta description of /services. */
  seo: seoSchema,
  /** The opening block at the top of the page. */
  hero: z.object({
    /** Small line above the headline. */
    eyebrow: nonEmpty,
    /** The page's main heading. */
    headline: nonEmpty,
    /** One or two sentences under the headline. */
    subheadline: nonEmpty,
    /** Exactly four headline promises, e.g. value "6-12 weeks", label "Implementation". */
    highlights: z.array(statSchema).length(4),
  }),
  /** The feature tabs. */
  features: z.object({
    /** Section heading above the tabs. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Heading above each feature's benefits, e.g. "Key Benefits". */
    benefitsLabel: nonEmpty,
    /** Exactly five tabs, in the order planning, inventory, replenishment, intelligence, supply-chain. */
    categories: z
      .array(featureCategorySchema)
      .length(5)
      .superRefine((categories, ctx) => {
        categories.forEach((category, index) => {
          if (category.id !== featureCategoryIds[index]) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `tab ${index + 1} must have id "${featureCategoryIds[index]}", found "${category.id}"`,
            });
          }
        });
      }),
  }),
  /** The six industry panels. */
  industries: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Heading of each panel's challenges list, e.g. "Key Challenges". */
    challengesLabel: nonEmpty,
    /** Heading of each panel's solutions list, e.g. "How We Help". */
    solutionsLabel: nonEmpty,
    /** Exactly six industry panels, each with a different id. */
    items: z.array(industrySchema).length(6).superRefine(uniqueBy('id', 'industry panel')),
  }),
  /** The four-phase implementation methodology. */
  methodology: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Exactly four phases, in order. */
    phases: z.array(implementationPhaseSchema).length(4),
  }),
  /** The technology lists. */
  technology: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Three or four groups of technologies. */
    groups: z
      .array(
        z.object({
          /** Icon name for the group. */
          icon,
          /** Group name, e.g. "Data & Integration". */
          name: nonEmpty,
          /** Technologies or guarantees in the group, short phrases. */
          items: z.array(nonEmpty).min(3),
        }),
      )
      .min(3)
      .max(4),
  }),
  /** The closing call to action. */
  cta: z.object({
    /** Heading of the closing call to action. */
    heading: nonEmpty,
    /** One or two sentences under the heading. */
    text: nonEmpty,
    /** Label of the button to /success-stories. */
    storiesLabel: nonEmpty,
    /** Label of the button to /contact. */
    contactLabel: nonEmpty,
  }),
});

// ---------------------------------------------------------------------------------------------
// Contact: content/pages/contact.yaml (phone, e-mail and offices come from content/site.yaml)
// ---------------------------------------------------------------------------------------------
/** The choices of one drop-down list: at least two, each written once. */
const optionList = z.array(nonEmpty).min(2).superRefine(uniqueBy(null, 'choice'));

export const contactPageSchema = z.object({
  /** Title and meta description of /contact. */
  seo: seoSchema,
  /** The opening block at the top of the page. */
  hero: z.object({
    /** The page's main heading. */
    headline: nonEmpty,
    /** One or two sentences under the headline. */
    subheadline: nonEmpty,
    /** Exactly three highlights: 24-Hour Response, Custom Demo, No Commitment. */
    highlights: z.array(iconCardSchema).length(3),
  }),
  /** The phone and e-mail cards (their values come from content/site.yaml). */
  connect: z.object({
    /** Section heading, e.g. "Multiple Ways to Connect". */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Label of the phone card, e.g. "Call Us (India)". */
    phoneLabel: nonEmpty,
    /** Label of the e-mail card, e.g. "Email Us". */
    emailLabel: nonEmpty,
  }),
  /** Copy and choice lists of the consultation form (its field labels live with the form). */
  form: z.object({
    /** Heading above the consultation form. */
    heading: nonEmpty,
    /** One sentence under the heading. */
    subheading: nonEmpty,
    /** Label of the submit button, e.g. "Schedule My Consultation". */
    submitLabel: nonEmpty,
    /** Short line under the button before the privacy policy link, e.g. "We use your details only to answer you. See our". */
    privacyNote: nonEmpty,
    /** Shown when sending fails, before the e-mail link, e.g. "We could not send your request. Please try again, or email us at". */
    errorMessage: nonEmpty,
    /** The choices of the form's drop-down lists, in the order shown; each choice is sent as written. */
    options: z.object({
      /** Industry choices, e.g. "Automotive", ending with "Other". */
      industry: optionList,
      /** Company size choices, e.g. "Startup (1-50 employees)". */
      companySize: optionList,
      /** Type of inquiry choices, e.g. "Request a Demo". */
      inquiryType: optionList,
      /** Implementation timeline choices, e.g. "Short-term (1-3 months)". */
      timeline: optionList,
    }),
  }),
  /** Heading above the office cards, e.g. "Our Locations". */
  locationsHeading: nonEmpty,
  /** The six frequently asked questions. */
  faq: z.object({
    /** Section heading. */
    heading: nonEmpty,
    /** Exactly six questions with plain-text answers. */
    items: z
      .array(
        z.object({
          /** The question, ending with "?". */
          question: z.string().trim().regex(/\?$/, 'must end with "?"'),
          /** The answer, plain text (no markup). */
          answer: nonEmpty,
        }),
      )
      .length(6),
    /** Line under the FAQ before the e-mail link, e.g. "Still have questions? Email us at". */
    moreQuestions: nonEmpty,
  }),
  /** The screen that replaces the page after a successful submit. */
  thankYou: z.object({
    /** Heading. */
    heading: nonEmpty,
    /** One or two sentences under the heading. */
    text: nonEmpty,
    /** Heading of the steps list, e.g. "What happens next". */
    nextStepsHeading: nonEmpty,
    /** Exactly three steps: team review, consultation call, customised demo. */
    nextSteps: z.array(textCardSchema).length(3),
    /** Label of the link to /success-stories. */
    storiesLabel: nonEmpty,
  }),
});

// ---------------------------------------------------------------------------------------------
// Backup management: content/pages/backups.yaml (fixed sample data; buttons change nothing)
// ---------------------------------------------------------------------------------------------
export const backupTypes = ['full', 'incremental', 'differential'] as const;
export const backupStatuses = ['completed', 'failed', 'in_progress'] as const;

export const backupRecordSchema = z.object({
  /** Unique id, e.g. "bk-20250615-full". */
  id: slugId,
  /** Name shown in the table. */
  name: nonEmpty,
  /** Day the backup started, YYYY-MM-DD. */
  date: isoDate,
  /** Start time as shown, e.g. "02:00 AM". */
  time: z.string().regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, 'must read like "02:00 AM"'),
  /** Run time as shown, e.g. "12m 34s" (elapsed so far when in progress). */
  duration: z.string().regex(/^(\d+h )?\d+m \d{1,2}s$/, 'must read like "12m 34s"'),
  /** Size as shown, e.g. "1.2 GB". */
  size: z.string().regex(/^\d+(\.\d+)? (B|KB|MB|GB|TB)$/, 'must read like "1.2 GB"'),
  /** Full path of the archive, e.g. "/backups/prod/2025-06-15/full.tar.gz". */
  location: z.string().regex(/^\/[^\s]+$/, 'must be an absolute path starting with "/"'),
  /** full, incremental or differential. */
  type: z.enum(backupTypes),
  /** completed, failed or in_progress. */
  status: z.enum(backupStatuses),
  /** Note shown in the detail row; required when the status is failed. */
  description: nonEmpty.optional(),
  /** Retention period in days. */
  retention: z.number().int().positive(),
  /** Whether the archive is compressed. */
  compressed: z.boolean(),
  /** Whether the archive is encrypted. */
  encrypted: z.boolean(),
});

export const backupsPageSchema = z.object({
  /** Title and meta description of /backups (the page is noindex). */
  seo: seoSchema,
  /** The page's main heading. */
  heading: nonEmpty,
  /** One sentence under the heading. */
  subheading: nonEmpty,
  /** Figure on the Total Size card, fixed, e.g. "8.7 GB". */
  totalSize: z.string().regex(/^\d+(\.\d+)? (MB|GB|TB)$/, 'must read like "8.7 GB"'),
  /** Labels of the four summary cards. */
  summaryLabels: z.object({
    /** e.g. "Total Backups". */
    total: nonEmpty,
    /** Count of completed backups, e.g. "Successful". */
    successful: nonEmpty,
    /** Count of failed backups, e.g. "Failed". */
    failed: nonEmpty,
    /** The fixed size figure, e.g. "Total Size". */
    size: nonEmpty,
  }),
  /** What the table shows when no backup is listed. */
  emptyState: z.object({
    /** Heading, e.g. "No backups found". */
    heading: nonEmpty,
    /** Hint while a search or filter is active, e.g. "Try adjusting your search or filter criteria". */
    filteredHint: nonEmpty,
    /** Hint when there is no backup at all, e.g. "No backup history available". */
    noDataHint: nonEmpty,
  }),
  /** Exactly seven sample records, newest first; ids unique, failed ones explained. */
  records: z
    .array(backupRecordSchema)
    .length(7)
    .superRefine(uniqueBy('id', 'backup record'))
    .superRefine((records, ctx) => {
      records.forEach((record, index) => {
        if (record.status === 'failed' && record.description === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'description'],
            message: 'a failed backup must say why in its description',
          });
        }
      });
    }),
});

// ---------------------------------------------------------------------------------------------
// Blog list: content/pages/blog.yaml (the articles themselves are content/articles/*.md)
// ---------------------------------------------------------------------------------------------
export const blogPageSchema = z.object({
  /** Title and meta description of /blog; the description also describes the RSS feed. */
  seo: seoSchema,
  /** The opening block at the top of the page. */
  hero: z.object({
    /** Small line above the headline. */
    eyebrow: nonEmpty,
    /** The page's main heading. */
    headline: nonEmpty,
    /** One or two sentences under the headline. */
    subheadline: nonEmpty,
  }),
  /**
   * The article categories, in the order their filter chips are shown after "All Posts". An
   * article's `category` is one of these ids; its label is the article's badge, the chip and
   * the list heading ("{label} Articles"). A category without articles shows no chip.
   */
  categories: z
    .array(
      z.object({
        /** Short id written in an article's `category` and in the /blog?category= address, e.g. "inventory". */
        id: slugId,
        /** Name shown on badges, chips and headings, e.g. "Inventory Optimization". */
        label: nonEmpty,
      }),
    )
    .min(1)
    .superRefine(uniqueBy('id', 'category')),
});

// ---------------------------------------------------------------------------------------------
// Success stories: content/pages/stories.yaml (the list page and the stories' shared copy)
// ---------------------------------------------------------------------------------------------
export const storiesPageSchema = z.object({
  /** Title and meta description of /success-stories. */
  seo: seoSchema,
  /** The opening block of /success-stories. */
  hero: z.object({
    /** Small line above the headline. */
    eyebrow: nonEmpty,
    /** The page's main heading. */
    heading: nonEmpty,
    /** One or two sentences under the heading. */
    subheading: nonEmpty,
    /** Exactly four headline figures, e.g. value "$ 96M+", label "Value Delivered". */
    stats: z.array(statSchema).length(4),
  }),
  /**
   * The industries stories are filed under, in the order their filter chips are shown after
   * "All Industries". A story's `industry` is spelled exactly like one of these; an industry
   * without stories shows no chip.
   */
  industries: z
    .array(nonEmpty)
    .min(1)
    .superRefine(uniqueBy(null, 'industry')),
  /** Topic terms added to every story page's keywords after the story's own tags. */
  storyKeywords: z.array(nonEmpty).min(1),
  /** The call to action that closes the story pages marked `closingCta: true`. */
  closingCta: z.object({
    /** Heading, e.g. "Ready to Transform Your Supply Chain?". */
    heading: nonEmpty,
    /** One or two sentences under the heading. */
    text: nonEmpty,
  }),
});

/** Each file in content/pages/ (without .yaml) and the schema that validates it. */
export const pageSchemas = {
  home: homePageSchema,
  about: aboutPageSchema,
  team: teamPageSchema,
  services: servicesPageSchema,
  contact: contactPageSchema,
  backups: backupsPageSchema,
  stories: storiesPageSchema,
  blog: blogPageSchema,
} as const;
export type PageName = keyof typeof pageSchemas;

export type HomePage = z.infer<typeof homePageSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamPage = z.infer<typeof teamPageSchema>;
export type FeatureCategory = z.infer<typeof featureCategorySchema>;
export type Industry = z.infer<typeof industrySchema>;
export type ImplementationPhase = z.infer<typeof implementationPhaseSchema>;
export type ServicesPage = z.infer<typeof servicesPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type BackupRecord = z.infer<typeof backupRecordSchema>;
export type BackupsPage = z.infer<typeof backupsPageSchema>;
export type StoriesPage = z.infer<typeof storiesPageSchema>;
export type BlogPage = z.infer<typeof blogPageSchema>;
