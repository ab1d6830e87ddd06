/**
 * POST /api/contact/: the demo-request form posted by the browser itself, for a visitor
 * without JavaScript (or one who submits before the page has hydrated). It is the scripted
 * form's twin: the same fields checked by the same schema as the JSON endpoint
 * (src/lib/contact/send-email-api.ts), and each recipient's message stored through the same
 * steps (lead-store.ts `store`), so the outbox cannot tell them apart.
 *
 * - Accepted: 303 to the Thank You page.
 * - Refused (rate limit, cross-site, too large, not a form, the outbox's caps): the contact
 *   page with the reason, rendered once at start-up for each reason, so a flood of refused
 *   posts costs what a static page costs. The rate limit is counted before the body is read.
 * - Within the limits but invalid, or failed while storing: the contact page rendered by React
 *   with every value and a message per field (or one for the form), so the visitor corrects
 *   and sends again.
 * - Idempotent: the key of each recipient's message is derived from the values, so the same
 *   post sent twice (a double click, a reload that re-posts, Back and send) stores once. The
 *   prerendered page is the same file for every visitor, so it cannot carry a per-visitor id.
 * - Cross-site posts are refused (Sec-Fetch-Site, Origin or Referer must be this site), the
 *   body is size-limited, and the rate limit is the endpoint's.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { emptyInquiry, type Inquiry } from '../../src/lib/contact/inquiry.ts';
import { formFields, type FormField, type PostedForm } from '../../src/lib/contact/posted-form.ts';
import type { FormPostOptions } from './contact-options.ts';
import { paths } from '../../src/route-table.ts';
import { asHttpError, HttpError } from '../errors.ts';
import type { Lead, SendEmailAnswer } from './lead-store.ts';
import { inquirySchema, type InquiryChoices } from '../../src/lib/contact/send-email-api.ts';

export type { FormPostOptions } from './contact-options.ts';

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

/**
 * What the visitor reads for each refusal that needs no values shown, by the error's code; the
 * page for each is rendered once, at start-up. Any other refusal gets `other`.
 */
export const refusalMessages: Readonly<Record<string, string>> = {
  rate_limited: 'You have sent this form several times in a short while. Please wait a minute, then send it again.',
  cross_site_post: 'The form can only be sent from this site. Please open our contact page and send it from there.',
  payload_too_large: 'Your answers are too long to send together. Please shorten them and send the form again.',
  unsupported_media_type: 'The form could not be read. Please open our contact page and send it from there.',
  daily_limit: 'We have received many requests from your address today. Please write to us by e-mail instead.',
  held_over_capacity:
    'We cannot take requests sent without JavaScript right now. Please turn JavaScript on and send the form again, or write to us by e-mail.',
  other: 'We could not take your request. Please try again in a moment, or write to us by e-mail.',
};

/** One idempotency key per recipient, from the values: the same post twice is one message each. */
function keysFor(values: Inquiry, website: string, recipients: number): string[] {
  const digest = createHash('sha256')
    .update(JSON.stringify([values, website]))
    .digest('hex')
    .slice(0, 40);
  return Array.from({ length: recipients }, (_, index) => `form-${digest}:${index}`);
}

export function formPostRoute(options: RouteOptions): (app: FastifyInstance) => Promise<void> {
  const formSchema = inquirySchema(options.choices);
  /** Filled in at start-up: the page for each refusal. */
  const refusalPages = new Map<string, string>();

  return async (scope) => {
    await prepareRefusalPages(refusalPages, options.renderContactPage);
    acceptUrlEncodedForms(scope);
    scope.post(
      options.path,
      {
        bodyLimit: formBodyBytes,
        // Before the body is read: a client over its limit costs a lookup and a prepared page.
        config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs, hook: 'onRequest' } },
        onRequest: async (request) => {
          if (!isSameOrigin(request, options.siteOrigin)) throw crossSite;
        },
        errorHandler: async (error, _request, reply) => {
          const problem = asHttpError(error);
          // Our failures (a 500) are logged and answered like any API error (errors.ts).
          if (problem.statusCode >= 500) throw error;
          return answerWithRefusal(reply, problem, refusalPages);
        },
      },
      async (request, reply) => {
        const { values, website } = readForm(request.body as URLSearchParams);
        const checked = formSchema.safeParse(values);
        if (!checked.success) {
          return answerWithForm(options.renderContactPage, reply, 422, { values, website, errors: fieldErrors(checked.error.issues) });
        }
        return storeForEachRecipient(options, refusalPages, { values, website, checked: checked.data }, request, reply);
      },
    );
  };
}

async function prepareRefusalPages(
  refusalPages: Map<string, string>,
  renderContactPage: FormPostOptions['renderContactPage'],
): Promise<void> {
  for (const [code, message] of Object.entries(refusalMessages)) {
    refusalPages.set(code, await renderContactPage({ values: emptyInquiry(), website: '', errors: {}, formError: message }));
  }
}

/** In its own scope: the JSON endpoint beside it keeps refusing every other body type. */
function acceptUrlEncodedForms(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyBytes },
    (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    },
  );
}

/** The first message for each field the schema refused. */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): PostedForm['errors'] {
  const errors: PostedForm['errors'] = {};
  for (const issue of issues) {
    const field = issue.path[0] as FormField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Each recipient's message from the checked fields, as the JSON endpoint stores it; then the Thank You page. */
async function storeForEachRecipient(
  options: RouteOptions,
  refusalPages: ReadonlyMap<string, string>,
  { values, website, checked }: { values: Inquiry; website: string; checked: Inquiry },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const keys = keysFor(checked, website, options.recipients.length);
  for (const [index, recipient] of options.recipients.entries()) {
    try {
      await options.store({ recipient, values: checked, website }, keys[index], request, reply);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (prepared(error)) return answerWithRefusal(reply, error, refusalPages);
      // The outbox failed: the visitor keeps the values to send again.
      return answerWithForm(
        options.renderContactPage,
        reply,
        error.statusCode,
        { values, website, errors: {}, formError: error.message },
        error.headers,
      );
    }
  }
  // The fragment: keyboard and screen reader users start at the page's content.
  return reply.redirect(`${paths.thankYou}#main`, 303);
}

/** Whether a refusal is answered with its prepared page rather than the visitor's values. */
const prepared = (error: HttpError) => error.statusCode < 500 && error.code in refusalMessages && error.code !== 'other';

function answerWithRefusal(reply: FastifyReply, error: HttpError, refusalPages: ReadonlyMap<string, string>) {
  const page = refusalPages.get(prepared(error) ? error.code : 'other');
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'text/html; charset=utf-8')
    .send(page);
}

async function answerWithForm(
  renderContactPage: FormPostOptions['renderContactPage'],
  reply: FastifyReply,
  status: number,
  form: PostedForm,
  headers: Readonly<Record<string, string>> = {},
) {
  const html = await renderContactPage(form);
  return reply
    .code(status)
    .headers(headers)
    .header('Cache-Control', 'no-store')
    .header('Content-Type', 'text/html; charset=utf-8')
    .send(html);
}
