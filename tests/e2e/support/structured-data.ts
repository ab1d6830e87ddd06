/**
 * What a search engine needs of a JSON-LD block before it shows a rich result: valid JSON, the
 * schema.org context, a type it knows, and that type's required properties (Google Search
 * Central's structured-data guidelines: Article, BreadcrumbList, Organization, WebSite and its
 * search box, ItemList, FAQPage). The checks read the JSON as a crawler gets it, not the code
 * that wrote it.
 */
import { Parser } from 'htmlparser2';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** An absolute http(s) address. */
function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An ISO 8601 date (YYYY-MM-DD), optionally with a time, of a day that exists. */
function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value)) return false;
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  // 2025-02-30 parses as 2 March: the day must read back unchanged.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value.slice(0, 10);
}

/** An ISO 8601 duration such as PT5M. */
const isDuration = (value: unknown) =>
  typeof value === 'string' && /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(value);

/** A value or a list of them, as schema.org allows for most properties. */
const many = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** An image: an absolute URL, or an ImageObject with one. */
const isImage = (value: unknown) => isAbsoluteUrl(value) || (isNode(value) && value['@type'] === 'ImageObject' && isAbsoluteUrl(value.url));

function listItems(node: Node, where: string, needs: 'item' | 'url', problems: string[]) {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${where}: itemListElement must be a non-empty list`);
    return;
  }
  items.forEach((item, index) => {
    const at = `${where}: itemListElement[${index}]`;
    if (!isNode(item) || item['@type'] !== 'ListItem') return problems.push(`${at} must be a ListItem`);
    if (item.position !== index + 1) problems.push(`${at}: position must be ${index + 1}, found ${JSON.stringify(item.position)}`);
    if (needs === 'item') {
      if (!isText(item.name)) problems.push(`${at}: name is missing`);
      if (!isAbsoluteUrl(item.item)) problems.push(`${at}: item must be an absolute URL, found ${JSON.stringify(item.item)}`);
    } else if (!isAbsoluteUrl(item.url)) problems.push(`${at}: url must be an absolute URL, found ${JSON.stringify(item.url)}`);
  });
}

function person(value: unknown, at: string, problems: string[]) {
  if (!isNode(value) || (value['@type'] !== 'Person' && value['@type'] !== 'Organization'))
    return problems.push(`${at} must be a Person or an Organization`);
  if (!isText(value.name)) problems.push(`${at}: name is missing`);
}

/** The required properties of each type this site may write, checked on one node. */
const required: Record<string, (node: Node, problems: string[]) => void> = {
  Article(node, problems) {
    if (!isText(node.headline)) problems.push('Article: headline is missing');
    if (!isIsoDate(node.datePublished))
      problems.push(`Article: datePublished must be an ISO 8601 date, found ${JSON.stringify(node.datePublished)}`);
    if (node.dateModified !== undefined && !isIsoDate(node.dateModified))
      problems.push(`Article: dateModified must be an ISO 8601 date, found ${JSON.stringify(node.dateModified)}`);
    if (node.image === undefined || !many(node.image).every(isImage))
      problems.push(`Article: image must be one or more absolute URLs, found ${JSON.stringify(node.image)}`);
    if (node.author === undefined) problems.push('Article: author is missing');
    else many(node.author).forEach((author, index) => person(author, `Article: author[${index}]`, problems));
    if (node.publisher !== undefined) person(node.publisher, 'Article: publisher', problems);
    if (node.timeRequired !== undefined && !isDuration(node.timeRequired))
      problems.push(`Article: timeRequired must be an ISO 8601 duration, found ${JSON.stringify(node.timeRequired)}`);
  },
  BreadcrumbList(node, problems) {
    listItems(node, 'BreadcrumbList', 'item', problems);
  },
  ItemList(node, problems) {
    listItems(node, 'ItemList', 'url', problems);
  },
  Organization(node, problems) {
    if (!isText(node.name)) problems.push('Organization: name is missing');
    if (!isAbsoluteUrl(node.url)) problems.push(`Organization: url must be an absolute URL, found ${JSON.stringify(node.url)}`);
    if (!isImage(node.logo)) problems.push(`Organization: logo must be an absolute URL, found ${JSON.stringify(node.logo)}`);
  },
  WebSite(node, problems) {
    if (!isText(node.name)) problems.push('WebSite: name is missing');
    if (!isAbsoluteUrl(node.url)) problems.push(`WebSite: url must be an absolute URL, found ${JSON.stringify(node.url)}`);
    if (node.potentialAction === undefined) return;
    const action = node.potentialAction;
    if (!isNode(action) || action['@type'] !== 'SearchAction') return problems.push('WebSite: potentialAction must be a SearchAction');
    // The placeholder query-input names must be in the target's URL template.
    const placeholder = typeof action['query-input'] === 'string' ? /^required name=(\w+)$/.exec(action['query-input'])?.[1] : undefined;
    const template = isNode(action.target) ? action.target.urlTemplate : action.target;
    if (!placeholder)
      problems.push(`WebSite: SearchAction query-input must read "required name=...", found ${JSON.stringify(action['query-input'])}`);
    else if (
      typeof template !== 'string' ||
      !isAbsoluteUrl(template.replace(`{${placeholder}}`, 'x')) ||
      !template.includes(`{${placeholder}}`)
    ) {
      problems.push(
        `WebSite: SearchAction target must be an absolute URL template containing {${placeholder}}, found ${JSON.stringify(template)}`,
      );
    }
  },
  ProfilePage(node, problems) {
    person(node.mainEntity, 'ProfilePage: mainEntity', problems);
  },
  FAQPage(node, problems) {
    const questions = node.mainEntity;
    if (!Array.isArray(questions) || questions.length === 0)
      return problems.push('FAQPage: mainEntity must be a non-empty list of questions');
    questions.forEach((question, index) => {
      const at = `FAQPage: mainEntity[${index}]`;
      if (!isNode(question) || question['@type'] !== 'Question') return problems.push(`${at} must be a Question`);
      if (!isText(question.name)) problems.push(`${at}: name (the question) is missing`);
      const answer = question.acceptedAnswer;
      if (!isNode(answer) || answer['@type'] !== 'Answer' || !isText(answer.text))
        problems.push(`${at}: acceptedAnswer must be an Answer with text`);
    });
  },
};

/** The types the checks know. */
export const knownTypes = Object.keys(required);

/** Every problem of one JSON-LD block as written in a page; [] when a crawler can use it. */
export function structuredDataProblems(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`not valid JSON: ${(error as Error).message}`];
  }
  if (!isNode(data)) return ['must be one JSON object'];
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org')
    problems.push(`@context must be "https://schema.org", found ${JSON.stringify(data['@context'])}`);
  const type = data['@type'];
  const check = typeof type === 'string' && Object.hasOwn(required, type) ? required[type] : undefined;
  if (!check) return [...problems, `@type ${JSON.stringify(type)} is none of ${knownTypes.join(', ')}`];
  check(data, problems);
  return problems;
}

/** The text of every <script type="application/ld+json"> of an HTML document, in order. */
export function jsonLdScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && attributes.type === 'application/ld+json') current = '';
    },
    ontext(text) {
      if (current !== undefined) current += text;
    },
    onclosetag(name) {
      if (name === 'script' && current !== undefined) scripts.push(current);
      current = undefined;
    },
  });
  parser.end(html);
  return scripts;
}
