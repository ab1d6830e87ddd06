/**
 * One schema per page-copy file in content/pages/ (home, about, team, services, contact, backups,
 * stories, blog). Page components read only the inferred types below; the compile step validates
 * each YAML file against `pageSchemas[<file name>]`. Each field's doc() says what a marketer
 * writes there, with an example: the editor's JSON Schemas, docs/content.md and the build's
 * messages read those sentences. Objects are strict, so a misspelled field is an error with a
 * suggestion instead of being dropped without a word. Counts the layouts are drawn for (four
 * problem cards, seven team members, five feature tabs...) are exact lengths, so a missing or
 * extra card fails the build instead of breaking a grid.
 */
import { z } from 'zod';
import { contentImage, doc, isoDate, nonEmpty, retiredFields, uniqueBy } from './fields.ts';

// ---------------------------------------------------------------------------------------------
// Shapes the pages share
// ---------------------------------------------------------------------------------------------

/** A group of fields with the sentence that says what the group is; any other field is an error. */
function group<Shape extends z.core.$ZodLooseShape>(description: string, shape: Shape) {
  return doc(z.strictObject(shape), description);
}

/** A list of `min` to `max` entries, each a group of fields (a grid's rows, a map's nodes, alerts). */
function listOf<Shape extends z.core.$ZodLooseShape>(shape: Shape, min: number, max: number) {
  return z.array(z.strictObject(shape)).min(min).max(max);
}

/**
 * The heading block a section opens with: `heading`, and under it a sentence in the field named
 * `under` (subheading, unless the page's copy calls it intro, subtitle or text). The return type
 * is NoInfer so that the object it is spread into cannot widen `under` to any string.
 */
function sectionHeading<Under extends string = 'subheading'>(
  options: {
    /** What the heading is, when it is more than a section's heading. */
    heading?: string;
    example?: string;
    under?: Under;
    /** What the sentence under it is, when it is more than one sentence. */
    sentence?: string;
  } = {},
): NoInfer<{ [key in 'heading' | Under]: typeof nonEmpty }> {
  const { heading: headingIs = 'Section heading.', example, under = 'subheading' as Under, sentence = 'One sentence under the heading.' } = options;
  return { heading: doc(nonEmpty, headingIs, example), [under]: doc(nonEmpty, sentence) } as { [key in 'heading' | Under]: typeof nonEmpty };
}

/** The heading of a section that has no sentence under it. */
const heading = doc(nonEmpty, 'Section heading.');

/** The small line above a page's main heading. */
const eyebrow = doc(nonEmpty, 'Small line above the headline.');

/** The main heading of the block that opens a page, and the sentences under it. */
const headlines = {
  headline: doc(nonEmpty, "The page's main heading."),
  subheadline: doc(nonEmpty, 'One or two sentences under the headline.'),
};
/** What the opening block of a page is. */
const openingBlock = 'The opening block at the top of the page.';

/** The heading and sentence of a closing call to action. */
function callToActionText(example?: string) {
  return sectionHeading({ heading: 'Heading of the closing call to action.', example, under: 'text', sentence: 'One or two sentences under the heading.' });
}

/**
 * The copy of a closing call to action with its second button's label. The first button always
 * asks for a demo (/contact), labelled as everywhere else (site.yaml, actions.demo); the second
 * leads to `secondary.to`.
 */
function callToAction(description: string, buttons: { secondary: { to: string; example: string } }) {
  return group(description, {
    ...callToActionText(),
    secondaryLabel: doc(nonEmpty, `Label of the button to ${buttons.secondary.to}.`, buttons.secondary.example),
  });
}

/** Title and meta description of one page. */
function seo(description: string, title = { text: 'Page title; the site appends " | TranslytiX".', example: 'About Us' }) {
  return group(description, {
    title: doc(nonEmpty, title.text, title.example),
    description: doc(
      nonEmpty.max(160, 'must be at most 160 characters (search engines cut the rest)'),
      'Meta and social-preview description, one or two sentences, at most 160 characters.',
    ),
  });
}

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

/** The title and sentences of a card. */
const cardText = {
  title: doc(nonEmpty, 'Card title, a few words.'),
  description: doc(nonEmpty, 'One or two sentences.'),
};

const iconCardSchema = group('A card with an icon, a short title and a sentence or two.', {
  icon: doc(icon, 'Icon name, one of the page icons (brain, chart, package, truck, shield, clock...).', 'chart'),
  ...cardText,
});

const textCardSchema = group('A card with a title and a sentence or two, no icon.', cardText);

const statSchema = group('A headline figure with its label.', {
  value: doc(nonEmpty, 'The figure as shown. A figure the site claims is $name of a claim under claims: in content/site.yaml, e.g. $uptime, never its number typed.', '$uptime'),
  label: doc(nonEmpty, 'What the figure is: for a claim, its caption $name.wording (a best result, a median, a range).', '$uptime.wording'),
});

/** Short ids of panels and categories, as they appear in addresses. */
const slugId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by "-"');

/** A span of weeks as shown, e.g. "2-4 weeks". */
const weekRange = z.string().regex(/^\d+-\d+ weeks$/, 'must read like "2-4 weeks"');

// ---------------------------------------------------------------------------------------------
// Product illustrations: content/pages/illustrations.yaml (sample data, drawn on /, /services and /about)
// ---------------------------------------------------------------------------------------------
/** The five product illustrations, one per capability. */
export const illustrationIds = ['forecast', 'inventory', 'replenishment', 'network', 'agent'] as const;
export type IllustrationId = (typeof illustrationIds)[number];

/** A whole number of units, days or pieces. */
const count = z.number().int('must be a whole number').nonnegative('must not be negative');
/** Text drawn on one line inside an illustration, where nothing wraps. */
const svgLine = (max: number) => nonEmpty.max(max, `must be at most ${max} characters (it is drawn on one line)`);
/** A time of day on a 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like "06:40"');
/** A position on the network map, 0 (left or top) to 100 (right or bottom). */
const mapPercent = z.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100');

/**
 * Adds an issue at `path` (inside the group being checked) with what to change; a message
 * starting "must" is shown after "Found <input>".
 */
function issue(ctx: z.RefinementCtx, path: (string | number)[], message: string, fix: string, input?: unknown) {
  ctx.addIssue({ code: 'custom', path, message, input, params: { fix } });
}

export const forecastSampleSchema = z
  .strictObject({
    title: doc(svgLine(60), 'Title bar of the illustration.', 'Demand forecast: FW-2214 at Nagpur DC'),
    unit: doc(svgLine(20), 'What the vertical axis counts.', 'Units'),
    months: doc(z.array(svgLine(4)).min(6).max(12), 'Labels of the horizontal axis, one per month, oldest first (6 to 12).', ['Jan', 'Feb', 'Mar']),
    history: doc(z.array(count).min(2), 'Units actually sold, one per month from the first month.', [820, 760, 900]),
    forecast: doc(z.array(count).min(1), 'Forecast units, one per month after the history.', [1150, 1210]),
    low: doc(z.array(count).min(1), 'Lower edge of the confidence band, one per forecast month.', [1040, 1070]),
    high: doc(z.array(count).min(1), 'Upper edge of the confidence band, one per forecast month.', [1260, 1350]),
    legend: group('Legend labels.', {
      history: doc(svgLine(24), 'The history line.', 'Actual sales'),
      forecast: doc(svgLine(24), 'The forecast line.', 'Forecast'),
      band: doc(svgLine(24), 'The shaded band.', '80% confidence'),
    }),
  })
  .superRefine((sample, ctx) => {
    const months = sample.history.length + sample.forecast.length;
    if (months !== sample.months.length) {
      issue(ctx, ['months'], `lists ${sample.months.length} months, but history and forecast have ${months} values together`, 'Give one history or forecast value per month, or change the months.');
    }
    for (const edge of ['low', 'high'] as const) {
      if (sample[edge].length !== sample.forecast.length) {
        issue(ctx, [edge], `has ${sample[edge].length} values, but forecast has ${sample.forecast.length}`, `Give one ${edge} value per forecast value.`);
      }
    }
    sample.forecast.forEach((value, index) => {
      const low = sample.low[index];
      const high = sample.high[index];
      if (low !== undefined && high !== undefined && !(low <= value && value <= high)) {
        issue(ctx, ['forecast', index], `${value} is outside its band ${low} to ${high}`, 'Each forecast value must lie between its low and high values.');
      }
    });
  });

export const inventorySampleSchema = z
  .strictObject({
    title: doc(svgLine(60), 'Title bar of the illustration.', 'Days of cover by SKU and location'),
    locations: doc(z.array(svgLine(10)).min(3).max(6).superRefine(uniqueBy(null, 'location')), 'Column labels, 3 to 6 short location names.', ['Pune', 'Nagpur', 'Delhi']),
    rows: doc(
      listOf(
        {
          sku: doc(svgLine(10), 'Row label: the SKU.', 'FW-2214'),
          days: doc(z.array(count), 'Days of cover at each location, in the order of locations.', [4, 18, 32]),
        },
        3,
        8,
      )
        .superRefine(uniqueBy('sku', 'row')),
      'Rows of the grid, 3 to 8 SKUs.',
    ),
    bands: doc(
      z
        .array(
          z.strictObject({
            label: doc(svgLine(24), 'Legend label.', 'Stockout risk'),
            from: doc(count, 'Fewest days of cover in the band; a cell takes the last band it reaches.', 7),
          }),
        )
        .length(4),
      'Exactly four colour bands, from red (lowest cover) through amber and green to blue (excess); the first starts at 0.',
    ),
  })
  .superRefine((sample, ctx) => {
    sample.rows.forEach((row, index) => {
      if (row.days.length !== sample.locations.length) {
        issue(ctx, ['rows', index, 'days'], `has ${row.days.length} values for ${sample.locations.length} locations`, 'Give one value per location, in the order of locations.');
      }
    });
    sample.bands.forEach((band, index) => {
      const previous = sample.bands[index - 1];
      if (index === 0 ? band.from !== 0 : previous !== undefined && band.from <= previous.from) {
        issue(ctx, ['bands', index, 'from'], index === 0 ? 'the first band must start at 0' : `must be more than the band before (${previous?.from})`, 'List the bands from the lowest cover to the highest.', band.from);
      }
    });
  });

export const orderStatuses = ['approve', 'review'] as const;

export const replenishmentSampleSchema = z.strictObject({
  title: doc(svgLine(60), 'Title bar of the illustration.', 'Proposed orders for approval'),
  columns: group('Column headings.', {
    sku: doc(svgLine(10), 'SKU column.', 'SKU'),
    location: doc(svgLine(12), 'Location column.', 'Location'),
    qty: doc(svgLine(8), 'Quantity column.', 'Qty'),
    due: doc(svgLine(8), 'Due-date column.', 'Due'),
    status: doc(svgLine(10), 'Status column.', 'Status'),
  }),
  statuses: group('Labels of the status chips.', {
    approve: doc(svgLine(10), 'Chip of an order ready to approve.', 'Approve'),
    review: doc(svgLine(10), 'Chip of an order a planner should review.', 'Review'),
  }),
  orders: doc(
    listOf(
      {
        sku: doc(svgLine(10), 'SKU.', 'FW-2214'),
        location: doc(svgLine(12), 'Where the stock goes.', 'Nagpur DC'),
        qty: doc(count.positive('must be more than 0'), 'Quantity ordered.', 1200),
        due: doc(isoDate, 'Due date, YYYY-MM-DD (shown as "14 Jul").', '2025-07-14'),
        status: doc(z.enum(orderStatuses), 'approve or review.', 'approve'),
      },
      3,
      6,
    ),
    'Three to six proposed orders, in the order shown.',
  ),
});

export const networkNodeKinds = ['plant', 'dc', 'store'] as const;

export const networkSampleSchema = z
  .strictObject({
    title: doc(svgLine(60), 'Title bar of the illustration.', 'Network: 2 plants, 3 DCs, 6 stores'),
    legend: group('Legend labels.', {
      plant: doc(svgLine(24), 'Plants.', 'Plant'),
      dc: doc(svgLine(24), 'Distribution centres.', 'Distribution centre'),
      store: doc(svgLine(24), 'Stores.', 'Store'),
      lane: doc(svgLine(24), 'Lanes between them.', 'Lane'),
    }),
    nodes: doc(
      listOf(
        {
          id: doc(slugId, 'Short id, used by lanes.', 'pune-plant'),
          name: doc(svgLine(12), 'Label on the map.', 'Pune'),
          kind: doc(z.enum(networkNodeKinds), 'plant, dc or store.', 'plant'),
          x: doc(mapPercent, 'Position across the map, 0 (left) to 100 (right).', 30),
          y: doc(mapPercent, 'Position down the map, 0 (top) to 100 (bottom).', 60),
        },
        3,
        14,
      )
        .superRefine(uniqueBy('id', 'node')),
      'The places on the map, 3 to 14.',
    ),
    lanes: doc(
      z.array(z.strictObject({ from: doc(slugId, 'id of the node it starts at.', 'pune-plant'), to: doc(slugId, 'id of the node it ends at.', 'nagpur-dc') })).min(1),
      'Lanes between nodes.',
    ),
  })
  .superRefine((sample, ctx) => {
    const ids = new Set(sample.nodes.map((node) => node.id));
    sample.lanes.forEach((lane, index) => {
      for (const end of ['from', 'to'] as const) {
        if (!ids.has(lane[end])) issue(ctx, ['lanes', index, end], `"${lane[end]}" is no node's id`, `Use one of: ${[...ids].join(', ')}.`);
      }
    });
  });

export const agentSampleSchema = z.strictObject({
  title: doc(svgLine(60), 'Title bar of the illustration.', 'Agent activity, today'),
  resolvedLabel: doc(svgLine(12), 'Chip of a resolved exception.', 'Resolved'),
  openLabel: doc(svgLine(12), 'Chip of an exception still waiting for a planner.', 'Awaiting you'),
  events: doc(
    listOf(
      {
        raised: doc(clockTime, 'When the agent raised it, 24-hour time.', '06:10'),
        exception: doc(svgLine(44), 'What the agent noticed, one short line.', 'Stockout risk: FW-2214 at Nagpur DC'),
        action: doc(svgLine(44), 'What it did or proposes, one short line.', 'Transfer of 1,200 pairs from Pune'),
        resolved: doc(clockTime.optional(), 'When it was resolved; leave out while it waits for a planner.', '06:40'),
      },
      3,
      5,
    )
      .superRefine((events, ctx) => {
        events.forEach((event, index) => {
          const previous = events[index - 1];
          if (previous && event.raised < previous.raised) {
            issue(ctx, [index, 'raised'], `${event.raised} is earlier than the exception before it (${previous.raised})`, 'List the exceptions in the order they were raised.');
          }
          if (event.resolved !== undefined && event.resolved < event.raised) {
            issue(ctx, [index, 'resolved'], `${event.resolved} is before it was raised (${event.raised})`, 'A resolved time comes after the raised time.');
          }
        });
      }),
    'Three to five exceptions, in the order they were raised.',
  ),
});

export const illustrationsPageSchema = z.strictObject({
  sampleLabel: doc(svgLine(20), 'Label on every illustration saying its figures are examples.', 'Sample data'),
  forecast: doc(forecastSampleSchema, 'Demand forecast: history, forecast and confidence band by month.'),
  inventory: doc(inventorySampleSchema, 'Inventory health: days of cover for SKUs at locations.'),
  replenishment: doc(replenishmentSampleSchema, 'Replenishment: the queue of proposed orders.'),
  network: doc(networkSampleSchema, 'Network design: plants, DCs and stores with the lanes between them.'),
  agent: doc(agentSampleSchema, 'Decision agent: the exceptions it raised and resolved, in time order.'),
});

// ---------------------------------------------------------------------------------------------
// Home: content/pages/home.yaml
// ---------------------------------------------------------------------------------------------
export const kpiTones = ['positive', 'negative', 'neutral'] as const;
export const alertLevels = ['critical', 'warning', 'info'] as const;

export const homePageSchema = z.strictObject({
  seo: seo('Title and meta description of the home page.', {
    text: 'Page title, used exactly as written (on every other page the site appends " | TranslytiX").',
    example: 'TranslytiX | AI Supply Chain Decision Intelligence',
  }),
  hero: group(openingBlock, {
    eyebrow,
    ...headlines,
    primaryLabel: doc(nonEmpty, 'Label of the button to /success-stories.', 'Explore Success Stories'),
    secondaryLabel: doc(nonEmpty, 'Label of the button that opens the demo video.', 'Watch Demo'),
    demoTitle: doc(nonEmpty, "Heading of the demo video window, also the video frame's title for screen readers.", 'TranslytiX Platform Demo'),
  }),
  commandCenter: group('Sample data drawn in the platform command-center mock-up (illustrative, not live).', {
    title: doc(nonEmpty, 'Title bar of the mock-up window.', 'TranslytiX Command Center'),
    subtitle: doc(nonEmpty, 'Line under the title, e.g. the scope the mock-up pretends to show.', 'Live view across 14 plants and 2,400 SKUs (sample data)'),
    kpis: doc(
      z
        .array(
          z.strictObject({
            name: doc(nonEmpty, 'What the tile measures.', 'Forecast Accuracy'),
            value: doc(nonEmpty, 'The figure.', '94.2%'),
            trend: doc(nonEmpty, 'Change as shown.', '+3.1 pts vs last month'),
            tone: doc(z.enum(kpiTones), 'Colour of the trend: positive (green), negative (red) or neutral (grey).', 'positive'),
          }),
        )
        .length(4),
      'Exactly four KPI tiles.',
    ),
    alerts: doc(
      listOf(
        {
          level: doc(z.enum(alertLevels), 'Severity badge: critical, warning or info.', 'warning'),
          message: doc(nonEmpty, 'What happened, one line.'),
          action: doc(nonEmpty, 'The action the platform suggests, one line.'),
        },
        3,
        4,
      ),
      'Three or four alert rows under the tiles.',
    ),
    chart: doc(
      z
        .strictObject({
          unit: doc(nonEmpty, 'Title of the vertical axis: what the figures count.', 'Units (000s)'),
          period: doc(nonEmpty, 'Title of the horizontal axis: what one step is; its ticks are numbered 1, 2, 3...', 'Week'),
          forecastLabel: doc(nonEmpty, 'Legend label of the forecast line.', 'Forecast'),
          actualLabel: doc(nonEmpty, 'Legend label of the actual-demand line.', 'Actual demand'),
          forecast: doc(z.array(z.number().nonnegative('must not be negative')).min(4).max(16), 'The forecast, one figure per period, oldest first (4 to 16).', [52, 55, 58, 57]),
          actual: doc(z.array(z.number().nonnegative('must not be negative')).min(2), 'Actual demand per period from the first; it may stop before the forecast does.', [50, 57, 55]),
        })
        .superRefine((chart, ctx) => {
          if (chart.actual.length > chart.forecast.length) {
            ctx.addIssue({
              code: 'custom',
              path: ['actual'],
              message: `has ${chart.actual.length} figures, more than the forecast's ${chart.forecast.length}`,
              params: { fix: 'Give at most one actual figure per forecast period.' },
            });
          }
        }),
      'The demand chart beside the alerts: forecast against actual demand per period.',
    ),
  }),
  stats: doc(z.array(statSchema).length(4), 'Exactly four headline stats under the mock-up.'),
  trustStrip: group(
    'The strip under the headline figures: the industries the listed success stories come from (counted from content/stories) and the certifications of content/site.yaml.',
    {
      industriesLabel: doc(nonEmpty, 'Words before the industries.', 'Trusted by supply-chain teams in'),
      certificationsLabel: doc(nonEmpty, 'Words before the certifications.', 'Certified'),
    },
  ),
  problems: group('The four problem cards.', {
    ...sectionHeading(),
    cards: doc(z.array(iconCardSchema).length(4), 'Exactly four problem cards.'),
  }),
  capabilities: group('The three capability cards.', {
    ...sectionHeading(),
    cards: doc(
      z
        .array(
          iconCardSchema.extend({
            points: doc(z.array(nonEmpty).length(3), 'Exactly three short bullet points.'),
            illustration: doc(z.enum(illustrationIds), 'Product illustration beside the card: forecast, inventory, replenishment, network or agent.', 'forecast'),
          }),
        )
        .length(3),
      'Exactly three capability cards.',
    ),
  }),
  impact: group('Measurable-impact cards and the implementation timeline.', {
    ...sectionHeading(),
    metrics: doc(
      z.array(statSchema.extend({ description: doc(nonEmpty, 'One sentence explaining the figure.') })).length(4),
      'Exactly four metric cards.',
    ),
    timelineHeading: doc(nonEmpty, 'Heading above the implementation timeline.', 'From Kickoff to Value in Weeks, Not Years'),
    timeline: doc(
      z
        .array(
          z.strictObject({
            label: doc(nonEmpty, 'Step name.', 'Pilot Go-Live'),
            weeks: doc(z.string().regex(/^Weeks? \d+(-\d+)?$/, 'must read like "Weeks 3-6"'), 'When it happens.', 'Weeks 3-6'),
            description: doc(nonEmpty, 'One sentence on what happens in the step.'),
          }),
        )
        .length(4),
      'Exactly four timeline steps, in order.',
    ),
  }),
  successTeaser: group('Copy around the three case-study cards (the cards come from content/home-studies.yaml).', {
    ...sectionHeading({ example: 'Real Success. Real Results.', under: 'subtitle' }),
    viewAllLabel: doc(nonEmpty, 'Label of the link to /success-stories under the cards.', 'View All Success Stories'),
    challengeLabel: doc(nonEmpty, "Heading of each card's challenge paragraph.", 'Challenge'),
    solutionLabel: doc(nonEmpty, "Heading of each card's solution checklist.", 'Solution'),
    impactLabel: doc(nonEmpty, "Heading of each card's four impact metrics.", 'Impact'),
    storyLinkLabel: doc(nonEmpty, "Label of each card's link to its full story.", 'Read the Full Story'),
  }),
  whyUs: group('The why-us grid.', {
    ...sectionHeading(),
    items: doc(z.array(iconCardSchema).length(6), 'Exactly six reasons.'),
  }),
  trust: group('The security and reliability band.', {
    ...sectionHeading(),
    items: doc(z.array(iconCardSchema).length(4), 'Exactly four short statements, e.g. "SOC 2 Type II".'),
  }),
  closingCta: callToAction('The closing call to action: a demo, or the success stories.', { secondary: { to: '/success-stories', example: 'Explore Success Stories' } }),
});

// ---------------------------------------------------------------------------------------------
// About: content/pages/about.yaml
// ---------------------------------------------------------------------------------------------
export const aboutPageSchema = z.strictObject({
  seo: seo('Title and meta description of /about.'),
  story: group('The company story that opens the page.', {
    eyebrow: doc(nonEmpty, 'Small line above the heading.', 'Our Story'),
    heading: doc(nonEmpty, "The page's main heading."),
    paragraphs: doc(z.array(nonEmpty).min(2).max(3), 'Two or three paragraphs of the company story, plain text.'),
  }),
  discovered: group('What we found working inside supply chains.', {
    ...sectionHeading({ under: 'intro', sentence: 'One sentence introducing the findings.' }),
    findings: doc(z.array(textCardSchema).min(3).max(4), 'Three or four findings, each a figure or short title with a sentence.'),
  }),
  obsessions: group('What the company obsesses over.', {
    heading,
    items: doc(z.array(iconCardSchema).min(3).max(4), 'Three or four things the company obsesses over.'),
  }),
  differentiators: group('What sets the company apart.', {
    heading,
    items: doc(z.array(iconCardSchema).length(4), 'Exactly four differentiators.'),
    illustration: doc(z.enum(illustrationIds), 'Product illustration beside the list: forecast, inventory, replenishment, network or agent.', 'network'),
  }),
  principles: group('How the company works.', {
    heading,
    items: doc(z.array(textCardSchema).length(4), 'Exactly four working principles.'),
  }),
  numbers: group('Company figures, shown beside the story at the top of the page.', {
    heading,
    stats: doc(z.array(statSchema).length(4), 'Exactly four figures.'),
  }),
  quotes: group('Three anonymised customer quotes.', {
    heading,
    items: doc(
      z
        .array(
          z.strictObject({
            quote: doc(nonEmpty, 'The quote, without quotation marks.'),
            author: doc(nonEmpty, 'Job title of the person quoted (customers stay anonymous).', 'VP Supply Chain'),
            company: doc(nonEmpty, 'Anonymised company descriptor.', 'Leading FMCG Manufacturer'),
          }),
        )
        .length(3),
      'Exactly three customer quotes.',
    ),
  }),
  cta: callToAction('The closing call to action.', { secondary: { to: '/success-stories', example: 'Read Success Stories' } }),
});

// ---------------------------------------------------------------------------------------------
// Team: content/pages/team.yaml
// ---------------------------------------------------------------------------------------------
export const teamGroups = ['leadership', 'advisor'] as const;

export const teamMemberSchema = z.strictObject({
  name: doc(nonEmpty, 'Full name.', 'Jane Doe'),
  role: doc(nonEmpty, 'Job title or board role.', 'Chief Executive Officer'),
  group: doc(z.enum(teamGroups), 'Which grid the card sits in: leadership or advisor.', 'leadership'),
  bio: doc(nonEmpty, 'Two or three sentences.'),
  expertise: doc(z.array(nonEmpty).min(3).max(4), 'Three or four expertise tags.', ['Demand Planning', 'S&OP', 'Inventory Optimisation']),
  education: doc(nonEmpty, 'Education or affiliation line.', 'M.Tech, Industrial Engineering'),
  location: doc(nonEmpty, 'City and country.', 'Pune, India'),
  profileUrl: doc(z.url({ protocol: /^https$/, message: 'must be an https URL' }), 'External profile link (https).', 'https://www.linkedin.com/in/jane-doe'),
  photo: doc(
    contentImage.optional(),
    'Photo in content/images/ (resized at build); leave out to draw an initials portrait.',
    '/images/team/jane-doe.jpg',
  ),
});

export const teamPageSchema = z.strictObject({
  seo: seo('Title and meta description of /team.'),
  hero: group(openingBlock, headlines),
  leadershipHeading: doc(nonEmpty, 'Heading above the leadership cards.', 'Leadership Team'),
  advisorHeading: doc(nonEmpty, 'Heading above the advisory-board cards.', 'Advisory Board'),
  members: doc(
    z
      .array(teamMemberSchema)
      .length(7)
      .superRefine((members, ctx) => {
        const expected = { leadership: 4, advisor: 3 } as const;
        for (const group of teamGroups) {
          const found = members.filter((member) => member.group === group).length;
          if (found !== expected[group]) {
            ctx.addIssue({
              code: 'custom',
              message: `Found ${found} members with group "${group}", but there must be ${expected[group]}`,
              params: { fix: 'Write group: leadership on the four leadership cards and group: advisor on the three advisory-board cards.' },
            });
          }
        }
      }),
    'Exactly seven people: four in group leadership, three in group advisor; shown in this order.',
  ),
  culture: group('The culture section under the cards.', {
    ...sectionHeading({ under: 'text', sentence: 'One or two sentences under the heading.' }),
    values: doc(z.array(iconCardSchema).length(4), 'Exactly four values.'),
  }),
  cta: callToAction('The call to action that ends the page: meet the team on a demo, or read the company story.', { secondary: { to: '/about', example: 'Our Story' } }),
});

// ---------------------------------------------------------------------------------------------
// Offering page: content/pages/services.yaml
// ---------------------------------------------------------------------------------------------
/** The five feature tabs, in the order they are shown; the first is selected by default. */
export const featureCategoryIds = ['planning', 'inventory', 'replenishment', 'intelligence', 'supply-chain'] as const;

export const featureCategorySchema = z.strictObject({
  id: doc(z.enum(featureCategoryIds), 'Tab id: planning, inventory, replenishment, intelligence or supply-chain.', 'planning'),
  name: doc(nonEmpty, 'Tab label.', 'Demand Planning'),
  description: doc(nonEmpty, 'One or two sentences shown above the features.'),
  features: doc(
    z
      .array(
        z.strictObject({
          name: doc(nonEmpty, 'Feature name.', 'AI Demand Forecasting'),
          description: doc(nonEmpty, 'One or two sentences.'),
          benefits: doc(z.array(nonEmpty).length(3), 'Exactly three key benefits, short phrases.'),
        }),
      )
      .length(3),
    'Exactly three features.',
  ),
});

export const industrySchema = z.strictObject({
  id: doc(slugId, "Short id used as the panel's anchor.", 'chemicals'),
  name: doc(nonEmpty, 'Panel title.', 'Chemicals & Petrochemicals'),
  description: doc(nonEmpty, 'One or two sentences.'),
  challenges: doc(z.array(nonEmpty).length(3), 'Exactly three typical challenges, short phrases.'),
  solutions: doc(z.array(nonEmpty).length(3), 'Exactly three ways the platform answers them, short phrases.'),
});

export const implementationPhaseSchema = z.strictObject({
  phase: doc(nonEmpty, 'Phase name.', 'Discovery'),
  duration: doc(weekRange, 'Duration as shown.', '2-4 weeks'),
  activities: doc(z.array(nonEmpty).min(3).max(4), 'Three or four activities, short phrases.'),
});

export const servicesPageSchema = z.strictObject({
  seo: seo('Title and meta description of /services.'),
  hero: group(openingBlock, {
    eyebrow,
    ...headlines,
    highlights: doc(z.array(statSchema).length(4), 'Exactly four headline promises, e.g. value $implementation, label $implementation.wording.'),
  }),
  features: group('The feature tabs.', {
    ...sectionHeading({ heading: 'Section heading above the tabs.' }),
    benefitsLabel: doc(nonEmpty, "Heading above each feature's benefits.", 'Key Benefits'),
    categories: doc(
      z
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
      'Exactly five tabs, in the order planning, inventory, replenishment, intelligence, supply-chain.',
    ),
  }),
  industries: group('The six industry panels.', {
    ...sectionHeading(),
    challengesLabel: doc(nonEmpty, "Heading of each panel's challenges list.", 'Key Challenges'),
    solutionsLabel: doc(nonEmpty, "Heading of each panel's solutions list.", 'How We Help'),
    items: doc(z.array(industrySchema).length(6).superRefine(uniqueBy('id', 'industry panel')), 'Exactly six industry panels, each with a different id.'),
  }),
  methodology: group('The four-phase implementation methodology.', {
    ...sectionHeading(),
    phases: doc(z.array(implementationPhaseSchema).length(4), 'Exactly four phases, in order. Their durations add up to the value of `implementation:` under claims: in content/site.yaml (shortest to its first number, longest to its second).'),
  }),
  technology: group('The technology lists.', {
    ...sectionHeading(),
    groups: doc(
      listOf(
        {
          icon: doc(icon, 'Icon name for the group.', 'database'),
          name: doc(nonEmpty, 'Group name.', 'Data & Integration'),
          items: doc(z.array(nonEmpty).min(3), 'Technologies or guarantees in the group, short phrases.'),
        },
        3,
        4,
      ),
      'Three or four groups of technologies.',
    ),
  }),
  cta: callToAction('The closing call to action.', { secondary: { to: '/success-stories', example: 'View Success Stories' } }),
});

// ---------------------------------------------------------------------------------------------
// Contact: content/pages/contact.yaml (phone, e-mail and offices come from content/site.yaml)
// ---------------------------------------------------------------------------------------------
/** The choices of one drop-down list: at least two, each written once. */
function optionList(description: string, example: string[]) {
  return doc(z.array(nonEmpty).min(2).superRefine(uniqueBy(null, 'choice')), description, example);
}

export const contactPageSchema = z.strictObject({
  seo: seo('Title and meta description of /contact.'),
  hero: group(openingBlock, {
    ...headlines,
    highlights: doc(z.array(iconCardSchema).length(3), 'Exactly three highlights: the reply time ($responseTime), Custom Demo, No Commitment.'),
  }),
  connect: group('The phone and e-mail cards (their values come from content/site.yaml).', {
    ...sectionHeading({ example: 'Multiple Ways to Connect' }),
    phoneLabel: doc(nonEmpty, 'Label of the phone card.', 'Call Us (India)'),
    emailLabel: doc(nonEmpty, 'Label of the e-mail card.', 'Email Us'),
  }),
  form: group("Copy and choice lists of the consultation form. Its field labels and error messages live with the form; its button says the site's demo label (actions.demo in content/site.yaml).", {
    ...sectionHeading({ heading: 'Heading above the consultation form.' }),
    privacyNote: doc(nonEmpty, 'Short line under the button before the privacy policy link.', 'We use your details only to answer you. See our'),
    errorMessage: doc(nonEmpty, 'Shown when sending fails, before the e-mail link.', 'We could not send your request. Please try again, or email us at'),
    options: group("The choices of the form's drop-down lists, in the order shown; each choice is sent as written.", {
      industry: optionList('Industry choices, ending with "Other".', ['Automotive', 'Food & Beverage', 'Other']),
      companySize: optionList('Company size choices.', ['Startup (1-50 employees)', 'Small Business (51-200)']),
      inquiryType: optionList('Type of inquiry choices.', ['Request a Demo', 'Pricing Information']),
      timeline: optionList('Implementation timeline choices.', ['Short-term (1-3 months)', 'Medium-term (3-6 months)']),
    }),
  }),
  locationsHeading: doc(nonEmpty, 'Heading above the office cards.', 'Our Locations'),
  faq: group('The six frequently asked questions.', {
    heading,
    items: doc(
      z
        .array(
          z.strictObject({
            question: doc(z.string().trim().regex(/\?$/, 'must end with "?"'), 'The question, ending with "?".', 'How long does implementation take?'),
            answer: doc(nonEmpty, 'The answer, plain text (no markup).'),
          }),
        )
        .length(6),
      'Exactly six questions with plain-text answers.',
    ),
    moreQuestions: doc(nonEmpty, 'Line under the FAQ before the e-mail link.', 'Still have questions? Email us at'),
  }),
  thankYou: group('The screen that replaces the page after a successful submit.', {
    ...sectionHeading({ heading: 'Heading of the thank-you screen.', example: 'Thank You for Reaching Out!', under: 'text', sentence: 'One or two sentences under the heading.' }),
    nextStepsHeading: doc(nonEmpty, 'Heading of the steps list, on the Thank You page and beside the form.', 'What happens next'),
    nextSteps: doc(z.array(textCardSchema).length(3), 'Exactly three steps: team review, consultation call, customised demo.'),
    storiesLabel: doc(nonEmpty, 'Label of the link to /success-stories.', 'Explore Success Stories'),
  }),
});

// ---------------------------------------------------------------------------------------------
// Backup management: content/pages/backups.yaml (fixed sample data; buttons change nothing)
// ---------------------------------------------------------------------------------------------
export const backupTypes = ['full', 'incremental', 'differential'] as const;
export const backupStatuses = ['completed', 'failed', 'in_progress'] as const;

export const backupRecordSchema = z.strictObject({
  id: doc(slugId, 'Unique id.', 'bk-20250615-full'),
  name: doc(nonEmpty, 'Name shown in the table.', 'Nightly Full Backup - Production Database'),
  date: doc(isoDate, 'Day the backup started, YYYY-MM-DD.', '2025-06-15'),
  time: doc(z.string().regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, 'must read like "02:00 AM"'), 'Start time as shown.', '02:00 AM'),
  duration: doc(z.string().regex(/^(\d+h )?\d+m \d{1,2}s$/, 'must read like "12m 34s"'), 'Run time as shown (elapsed so far when in progress).', '12m 34s'),
  size: doc(z.string().regex(/^\d+(\.\d+)? (B|KB|MB|GB|TB)$/, 'must read like "1.2 GB"'), 'Size as shown.', '1.2 GB'),
  location: doc(z.string().regex(/^\/[^\s]+$/, 'must be an absolute path starting with "/"'), 'Full path of the archive.', '/backups/prod/2025-06-15/full.tar.gz'),
  type: doc(z.enum(backupTypes), 'full, incremental or differential.', 'full'),
  status: doc(z.enum(backupStatuses), 'completed, failed or in_progress.', 'completed'),
  description: doc(nonEmpty.optional(), 'Note shown in the detail row; required when the status is failed.'),
  retention: doc(z.number().int().positive(), 'Retention period in days.', 30),
  compressed: doc(z.boolean(), 'Whether the archive is compressed.', true),
  encrypted: doc(z.boolean(), 'Whether the archive is encrypted.', true),
});

/** What one button of /backups would do in the product: a sentence its tooltip and the note after a press show. */
const productAction = (button: string, example: string) =>
  doc(
    nonEmpty.regex(/^In the product this would /, 'must start with "In the product this would ", e.g. "In the product this would delete this backup."'),
    `What ${button} would do in the product, as one sentence starting "In the product this would".`,
    example,
  );

export const backupsPageSchema = z.strictObject({
  seo: seo('Title and meta description of /backups (the page is noindex).'),
  ...sectionHeading({ heading: "The page's main heading.", example: 'Backup Management' }),
  demo: group(
    "The page is a product demonstration with sample data: the notice on its first screen, and what each button would do in the product (no button changes anything; a press shows the button's sentence and `nothingChanged`).",
    {
      label: doc(nonEmpty, 'Opening words of the notice, in bold.', 'Interactive product demonstration'),
      text: doc(nonEmpty, 'The notice under the heading: what the screen shows and that its data are samples.', 'This screen shows how backups are managed in the TranslytiX platform, with sample data.'),
      nothingChanged: doc(nonEmpty, 'Said after the sentence of a pressed button.', 'This demonstration uses sample data, so nothing was changed.'),
      actions: group('What each button would do in the product: its tooltip, and the note shown once it is pressed.', {
        create: productAction('Create Backup', 'In the product this would start a new backup of your platform data.'),
        download: productAction("a row's Download", "In the product this would download this backup's archive."),
        restore: productAction("a row's Restore", 'In the product this would restore your platform data from this backup.'),
        delete: productAction("a row's Delete", 'In the product this would delete this backup permanently.'),
        more: productAction("a row's More actions", 'In the product this would list more actions, such as changing how long this backup is kept.'),
        verify: productAction('Verify Integrity (in the detail row)', "In the product this would check that this backup's archive is complete and unaltered."),
        downloadSelected: productAction('Download, for the selected rows', "In the product this would download the selected backups' archives."),
        deleteSelected: productAction('Delete, for the selected rows', 'In the product this would delete the selected backups permanently.'),
      }),
    },
  ),
  totalSize: doc(z.string().regex(/^\d+(\.\d+)? (MB|GB|TB)$/, 'must read like "8.7 GB"'), 'Figure on the Total Size card, fixed.', '8.7 GB'),
  summaryLabels: group('Labels of the four summary cards.', {
    total: doc(nonEmpty, 'Count of all backups.', 'Total Backups'),
    successful: doc(nonEmpty, 'Count of completed backups.', 'Successful'),
    failed: doc(nonEmpty, 'Count of failed backups.', 'Failed'),
    size: doc(nonEmpty, 'The fixed size figure.', 'Total Size'),
  }),
  emptyState: group('What the table shows when no backup is listed.', {
    heading: doc(nonEmpty, 'Heading of the empty table.', 'No backups found'),
    filteredHint: doc(nonEmpty, 'Hint while a search or filter is active.', 'Try adjusting your search or filter criteria'),
    noDataHint: doc(nonEmpty, 'Hint when there is no backup at all.', 'No backup history available'),
  }),
  records: doc(
    z
      .array(backupRecordSchema)
      .length(7)
      .superRefine(uniqueBy('id', 'backup record'))
      .superRefine((records, ctx) => {
        records.forEach((record, index) => {
          if (record.status === 'failed' && record.description === undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'description'],
              message: 'This backup failed, so its description must say why',
              params: { fix: 'Add a line with the reason, e.g. description: Failed due to permission error' },
            });
          }
        });
      }),
    'Exactly seven sample records, newest first; ids unique, failed ones explained.',
  ),
});

// ---------------------------------------------------------------------------------------------
// Blog list: content/pages/blog.yaml (the articles themselves are content/articles/*.md)
// ---------------------------------------------------------------------------------------------
export const blogPageSchema = z.strictObject({
  seo: seo('Title and meta description of /blog; the description also describes the RSS feed.'),
  hero: group(openingBlock, { eyebrow, ...headlines }),
  closingCta: group('The call to action that ends every article; its button asks for a demo (/contact), labelled as everywhere else.', callToActionText('Put these ideas to work on your data')),
  categories: doc(
    z
      .array(
        z.strictObject({
          id: doc(slugId, "Short id written in an article's `category` and in the /blog?category= address.", 'inventory'),
          label: doc(nonEmpty, 'Name shown on badges, chips and headings.', 'Inventory Optimisation'),
        }),
      )
      .min(1)
      .superRefine(uniqueBy('id', 'category')),
    'The article categories, in the order their filter chips are shown after "All Posts". An article\'s `category` is one of these ids; its label is the article\'s badge, the chip and the list heading ("{label} Articles"). A category without articles shows no chip.',
  ),
});

// ---------------------------------------------------------------------------------------------
// Success stories: content/pages/stories.yaml (the list page and the stories' shared copy)
// ---------------------------------------------------------------------------------------------
export const storiesPageSchema = z.strictObject({
  seo: seo('Title and meta description of /success-stories.'),
  hero: group('The opening block of /success-stories.', {
    eyebrow,
    ...sectionHeading({ heading: "The page's main heading.", sentence: 'One or two sentences under the heading.' }),
    stats: doc(z.array(statSchema).length(4), 'Exactly four headline figures, e.g. value $valueDelivered, label $valueDelivered.wording.'),
  }),
  storyKeywords: doc(z.array(nonEmpty).min(1), "Topic terms added to every story page's keywords after the story's own tags.", ['supply chain case study']),
  closingCta: group('The call to action that ends every story page; its button asks for a demo (/contact), labelled as everywhere else.', callToActionText('Ready to Transform Your Supply Chain?')),
}).register(retiredFields, {
  industries: '"industries" is no longer a field here: each industry is now a file of its own, content/industries/<name>.md, with its name, its order among the chips and its page\'s text.',
});

// ---------------------------------------------------------------------------------------------
// Industries: content/pages/industries.yaml (/industries and the parts every industry page shares)
// ---------------------------------------------------------------------------------------------
export const industriesPageSchema = z.strictObject({
  seo: seo('Title and meta description of /industries.', { text: 'Page title; the site appends " | TranslytiX".', example: 'Industries' }),
  hero: group('The opening block of /industries.', { eyebrow, ...sectionHeading({ heading: "The page's main heading.", sentence: 'One or two sentences under the heading.' }) }),
  storiesHeading: doc(nonEmpty, "Heading over an industry page's success stories.", 'Success stories'),
  problemsHeading: doc(nonEmpty, "Heading over an industry page's problems (`problems:` of its file).", 'Problems we solve'),
  nearest: group(
    'What an industry page without success stories of its own shows instead: the nearest stories of other industries (those whose tags and modules its copy names), and on its card on /industries.',
    {
      heading: doc(nonEmpty, 'Heading over the nearest stories.', 'Nearest success stories'),
      text: doc(nonEmpty, 'One sentence under the heading.', 'From other industries with the same problems.'),
      cardLabel: doc(nonEmpty, "The line on the industry's card on /industries, where others count their stories.", 'How we help, and the nearest stories'),
    },
  ),
  articlesHeading: doc(nonEmpty, "Heading over an industry page's articles (those its stories' related reading shows most).", 'Further reading'),
  allIndustries: doc(nonEmpty, 'Label of the link from an industry page back to /industries.', 'All industries'),
  closingCta: group('The call to action that ends every industry page; its button asks for a demo (/contact), labelled as everywhere else.', callToActionText('Ready to Transform Your Supply Chain?')),
});

/**
 * The copy of a collection's own pages by convention: content/pages/<collection>.yaml (or the
 * name its definition's `copy` gives), for a collection whose copy has no schema in pageSchemas.
 * Its list or directory page shows the hero and ends with the call to action; its entries'
 * pages name the list by `hero.eyebrow` in their way back to it.
 */
export const collectionPageSchema = z.strictObject({
  seo: seo("Title and meta description of the collection's list page.", { text: 'Page title; the site appends " | TranslytiX".', example: 'Webinars' }),
  hero: group("The opening block of the collection's list page.", {
    eyebrow,
    ...sectionHeading({ heading: "The page's main heading.", sentence: 'One or two sentences under the heading.' }),
  }),
  closingCta: group(
    "The call to action that ends the list page and each entry's page; its button asks for a demo (/contact), labelled as everywhere else.",
    callToActionText('Ready to Transform Your Supply Chain?'),
  ),
});
export type CollectionPageCopy = z.infer<typeof collectionPageSchema>;

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
  industries: industriesPageSchema,
  illustrations: illustrationsPageSchema,
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
export type IndustriesPage = z.infer<typeof industriesPageSchema>;
export type IllustrationsPage = z.infer<typeof illustrationsPageSchema>;
