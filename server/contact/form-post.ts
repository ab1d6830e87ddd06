/**
 * POST /api/contact/: the demo-request form posted by the browser itself, for a visitor
 * without JavaScript (or one who submits before the page has hydrated). It is the scripted
 * form's twin: the same fields checked by the same schema as the JSON endpoint
 * (src/lib/contact/send-email-api.ts), and each recipient's message stored through the same
 * steps (plugin.ts `store`), so the outbox cannot tell them apart.
 *
 * - Accepted: 303 to the Thank You page.
 * - Refused or failed: the contact page again, rendered by React with every value and a
 *   message per field (or one for the form), so the visitor corrects and sends again.
 * - Idempotent: the key of each recipient's message is derived from the values, so the same
 *   post sent twice (a double click, a reload that re-posts, Back and send) stores once. The
 *   prerendered page is the same file for every visitor, so it cannot carry a per-visitor id.
 * - Cross-site posts are refused (Sec-Fetch-Site, Origin or Referer must be this site), the
 *   body is size-limited, and the rate limit is the endpoint's, counted once the body is read
 *   so a limited visitor still gets the form back with the values.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emptyInquiry, type Inquiry } from '../../src/lib/contact/inquiry.ts';
import { formFields, type FormField, type PostedForm } from '../../src/lib/contact/posted-form.ts';
import { paths } from '../../src/route-table.ts';
import { HttpError } from '../errors.ts';
import type { Lead, SendEmailAnswer } from './plugin.ts';
import { inquirySchema, type InquiryChoices } from '../../src/lib/contact/send-email-api.ts';

export interface FormPostOptions {
  /** The site's public origin (site.origin): a post from there is ours even behind a proxy that rewrites Host. */
  siteOrigin: string;
  /** The contact page, rendered with the values and errors of a post. */
  renderContactPage: (form: PostedForm) => Promise<string>;
}

interface RouteOptions extends FormPostOptions {
  /** The route's path inside the /api prefix. */
  path: string;
  recipients: readonly string[];
  /** The choices of the form's drop-down lists (the contact page copy). */
  choices: InquiryChoices;
  rateLimit: { max: number; timeWindowMs: number };
  store: (lead: Lead, key: string | undefined, request: FastifyRequest, reply: FastifyReply) => Promise<SendEmailAnswer>;
}

/**
 * Every field's value is posted as typed. The thirteen fields hold at most about 10,500
 * characters (their maxlength), and a non-ASCII character is up to 9 bytes once URL-encoded.
 */
export const formBodyBytes = 128 * 1024;

/** The values a post carries (the first of a repeated name; absent fields are empty). */
export function readForm(params: URLSearchParams): { values: Inquiry; website: string } {
  const values = emptyInquiry();
  for (const field of Object.keys(formFields) as FormField[]) values[field] = params.get(field) ?? '';
  return { values, website: params.get('website') ?? '' };
}

/** The origin a request says it comes from: Origin, else Referer's; null when neither is usable. */
function claimedOrigin(request: FastifyRequest): string | null {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source || source === 'null' || !URL.canParse(source)) return null;
  return new URL(source).origin;
}

/**
 * Whether the post comes from a page of this site. Browsers send Sec-Fetch-Site (then it must
 * say same-origin) and Origin on every form post; the origin must be this server's as the
 * request addresses it, or the site's public one.
 */
export function isSameOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = claimedOrigin(request);
  return origin !== null && (origin === `${request.protocol}://${request.host}` || origin === new URL(siteOrigin).origin);
}

const crossSite = new HttpError(403, 'cross_site_post', 'The form can only be sent from this site.');

/** One idempotency key per recipient, from the values: the same post twice is one message each. */
function keysFor(values: Inquiry, website: string, recipients: number): string[] {
  const digest = createHash('sha256').update(JSON.stringify([values, website])).digest('hex').slice(0, 40);
  return Array.from({ length: recipients }, (_, index) => `form-${digest}:${index}`);
}

export function formPostRoute(options: RouteOptions): (app: FastifyInstance) => Promise<void> {
  const formSchema = inquirySchema(options.choices);

  async function answerWithForm(reply: FastifyReply, status: number, form: PostedForm, headers: Readonly<Record<string, string>> = {}) {
    const html = await options.renderContactPage(form);
    return reply.code(status).headers(headers).header('Cache-Control', 'no-store').header('Content-Type', 'text/html; charset=utf-8').send(html);
  }

  return async (scope) => {
    // In its own scope: the JSON endpoint beside it keeps refusing every other body type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formBodyBytes }, (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    });

    scope.post(
      options.path,
      {
        bodyLimit: formBodyBytes,
        // After parsing, so a visitor over the limit still gets the form back with the values.
        config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs, hook: 'preHandler' } },
        onRequest: async (request) => {
          if (!isSameOrigin(request, options.siteOrigin)) throw crossSite;
        },
        errorHandler: async (error, request, reply) => {
          if (error instanceof HttpError && error.statusCode === 429 && request.body instanceof URLSearchParams) {
            const { values, website } = readForm(request.body);
            return answerWithForm(reply, 429, { values, website, errors: {}, formError: error.message }, error.headers);
          }
          // Everything else is answered like any API error (errors.ts).
          throw error;
        },
      },
      async (request, reply) => {
        const { values, website } = readForm(request.body as URLSearchParams);
        const checked = formSchema.safeParse(values);
        if (!checked.success) {
          const errors: PostedForm['errors'] = {};
          for (const issue of checked.error.issues) {
            const field = issue.path[0] as FormField;
            errors[field] ??= issue.message;
          }
          return answerWithForm(reply, 422, { values, website, errors });
        }

        // Each recipient's message from the checked fields, as the JSON endpoint stores it.
        const keys = keysFor(checked.data, website, options.recipients.length);
        for (const [index, recipient] of options.recipients.entries()) {
          try {
            await options.store({ recipient, values: checked.data, website }, keys[index], request, reply);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            return answerWithForm(reply, error.statusCode, { values, website, errors: {}, formError: error.message }, error.headers);
          }
        }
        // The fragment: keyboard and screen reader users start at the page's content.
        return reply.redirect(`${paths.thankYou}#main`, 303);
      },
    );
  };
}
