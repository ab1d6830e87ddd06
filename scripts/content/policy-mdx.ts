/**
 * Policies are MDX files, but a marketer writes them as Markdown: a "<" or "{" that MDX reads
 * as a tag or as code would otherwise fail in the bundler in compiler jargon, or render a blank
 * page in the browser ("company is not defined"). So the content step compiles every policy
 * with the same MDX compiler the site uses, and refuses code, tags and imports with the line
 * and a plain fix. It also returns the policy's links, with their lines, for the link check,
 * and its headings for the table of contents. The compiler is imported when a policy is
 * checked: a build whose policies are as they were (content/yaml-cache.ts) does not load it.
 */
import { headingId } from '../../src/lib/heading-id.ts';
import type { PolicyHeading } from '../../src/content/types.ts';
import { tagManagerPassages } from '../../src/consent/tag-manager.ts';
import type { ContentProblem } from './problems.ts';
import { renderingProblems } from './policy-rendering.ts';

const isPassage = (name: string | null | undefined) => (tagManagerPassages as readonly (string | null | undefined)[]).includes(name);

interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  position?: { start: { line: number } };
  attributes?: unknown[];
  depth?: number;
  children?: MdastNode[];
}

export interface PolicyCheck {
  problems: ContentProblem[];
  /** Links to pages of this site, with the file line they are on. */
  links: { href: string; line: number }[];
  /** The "## " headings in order, for the page's table of contents. */
  headings: PolicyHeading[];
}

/** The words of a node, without its Markdown (emphasis, code and links keep only their text). */
function plainText(node: MdastNode): string {
  return node.value ?? (node.children ?? []).map(plainText).join('');
}

function walk(node: MdastNode, visit: (node: MdastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Why MDX could not read the policy, in plain words, from the parser that stopped. */
function describeSyntaxError(error: { reason?: string; source?: string; message: string }): { message: string; fix: string } {
  const reason = error.reason ?? error.message;
  if (error.source?.includes('mdx-jsx')) {
    if (/@/.test(reason) || /link in MDX/.test(reason)) {
      return {
        message: 'A "<" starts an HTML tag in a policy, and this one holds an address in angle brackets.',
        fix: 'Write links as [text](https://example.com) and e-mail addresses as [name@example.com](mailto:name@example.com).',
      };
    }
    if (/comment/.test(reason)) {
      return { message: 'HTML comments (<!-- -->) cannot be used in a policy.', fix: 'Delete the comment.' };
    }
    return {
      message: 'A "<" in a policy starts an HTML tag, and what follows it is not one (for example "<24 hours").',
      fix: 'Write "&lt;" for the character (&lt;24 hours), or say it in words ("less than 24 hours").',
    };
  }
  if (error.source?.includes('mdx-expression')) {
    return {
      message: 'A "{" in a policy starts a piece of code, and this one is never closed.',
      fix: 'Write "\\{" to show a curly brace as text, or remove it.',
    };
  }
  return { message: `MDX cannot read this part of the policy (${reason}).`, fix: 'Compare it with the Markdown of the other policy; remove any < or { that is not meant as a tag or code.' };
}

/** Checks one policy body; `bodyLine` is the file line the body starts on. */
export async function checkPolicy(body: string, shownAs: string, bodyLine: number): Promise<PolicyCheck> {
  const problems: ContentProblem[] = [];
  const links: PolicyCheck['links'] = [];
  const headings: PolicyHeading[] = [];
  const fileLine = (node: MdastNode) => (node.position ? node.position.start.line + bodyLine - 1 : undefined);
  const bodyLines = body.split('\n');
  const at = (line: number) => ({ file: shownAs, line: line + bodyLine - 1 });
  const inspect = () => (tree: MdastNode) =>
    walk(tree, (node) => {
      const line = fileLine(node);
      // What the visitor would see: tables read as tables, no text that renders empty.
      problems.push(...renderingProblems(node, bodyLines, at));
      switch (node.type) {
        case 'mdxTextExpression':
        case 'mdxFlowExpression':
          problems.push({
            file: shownAs,
            line,
            message: `"{${node.value ?? ''}}" is code in MDX, and a policy has no code: the page would be blank.`,
            fix: `Write the text itself${node.value?.trim() ? ` instead of {${node.value.trim()}}` : ''}; to show curly braces, write \\{ and \\}.`,
          });
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          // The one kind of tag a policy has: a passage shown only with (or without) a tag manager.
          if (node.type === 'mdxJsxFlowElement' && isPassage(node.name) && (node.attributes ?? []).length === 0) break;
          problems.push({
            file: shownAs,
            line,
            message: isPassage(node.name)
              ? `<${node.name}> must stand on a line of its own, without attributes, with a blank line before and after the Markdown inside it.`
              : `<${node.name ?? ''}> is an HTML or component tag; a policy is written in Markdown.`,
            fix: isPassage(node.name)
              ? `Write <${node.name}>, a blank line, the Markdown, a blank line, then </${node.name}>, each tag alone on its line.`
              : `Use Markdown instead: "## " for a heading, "- " for a list item, **bold**, [text](/path) for a link. The only tags a policy may have are ${tagManagerPassages.map((name) => `<${name}>`).join(' and ')}, around text that depends on site.yaml's googleTagManagerId.`,
          });
          break;
        case 'mdxjsEsm':
          problems.push({ file: shownAs, line, message: 'An "import" or "export" line is code; a policy has none.', fix: 'Delete the line.' });
          break;
        case 'link':
          if (node.url?.startsWith('/')) links.push({ href: node.url, line: line ?? bodyLine });
          break;
        case 'heading':
          if (node.depth === 2) {
            const text = plainText(node);
            const id = headingId(text);
            const twin = headings.find((heading) => heading.id === id);
            if (twin) {
              problems.push({
                file: shownAs,
                line,
                message: `Two sections are headed "${twin.text}"${twin.text === text ? '' : ` and "${text}"`}: the table of contents could not tell them apart.`,
                fix: 'Give each "## " heading of the policy its own words.',
              });
            }
            headings.push({ id, text });
          }
          break;
      }
    });
  const [{ compile }, { default: remarkGfm }] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  try {
    await compile(body, { remarkPlugins: [remarkGfm, inspect] });
  } catch (error) {
    const failure = error as { line?: number; reason?: string; source?: string; message: string };
    problems.push({ file: shownAs, line: failure.line ? failure.line + bodyLine - 1 : undefined, ...describeSyntaxError(failure) });
  }
  return { problems, links, headings };
}
