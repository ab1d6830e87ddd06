import { describe, expect, it } from 'vitest';
import { emptyInquiry, inquiryHtml } from './inquiry';
import { newSubmissionId, SendError, sendInquiry, submissionFor } from './send';
import type { SendEmailBody } from './send-email-api';

const recipients = ['sales@translytix.example', 'leads@translytix.example'];
const inquiry = { ...emptyInquiry(), firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', message: 'Hi & <b>bye</b>' };

interface Call {
  url: string;
  key: string | null;
  contentType: string | null;
  body: SendEmailBody;
}

/** A fetch that answers each call with the next status of the script and records the calls. */
function scriptedFetch(statuses: (number | 'network-error')[]) {
  const calls: Call[] = [];
  const fake = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(url),
      key: headers.get('Idempotency-Key'),
      contentType: headers.get('Content-Type'),
      body: JSON.parse(String(init?.body)) as SendEmailBody,
    });
    const status = statuses[calls.length - 1];
    if (status === undefined) throw new Error(`unexpected call ${calls.length}`);
    if (status === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(status === 200 ? { ok: true, id: `m${calls.length}` } : { error: 'x' }), { status });
  };
  return { calls, fetch: fake as typeof fetch };
}

describe('sendInquiry', () => {
  it('posts one JSON call per recipient, in order, and resolves when both succeed', async () => {
    const { calls, fetch } = scriptedFetch([200, 200]);
    const submission = submissionFor(null, inquiry, '', () => 'sub1');
    await expect(sendInquiry({ inquiry, honeypot: '', recipients, submission, fetch })).resolves.toBeUndefined();
    expect(calls.map((call) => [call.url, call.body.recipient, call.key, call.contentType])).toEqual([
      ['/api/send_email/', recipients[0], 'sub1:0', 'application/json'],
      ['/api/send_email/', recipients[1], 'sub1:1', 'application/json'],
    ]);
    for (const call of calls) {
      expect(call.body).toEqual({
        recipient: call.body.recipient,
        subject: 'New Contact Inquiry from Asha Rao',
        content: inquiryHtml(inquiry),
        website: '',
        ...inquiry,
      });
    }
  });

  it('stops at a failing first call: no second call, and the error names the status', async () => {
    const { calls, fetch } = scriptedFetch([500]);
    const submission = submissionFor(null, inquiry, '', () => 'sub2');
    const error = await sendInquiry({ inquiry, honeypot: '', recipients, submission, fetch }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ status: 500, recipient: recipients[0] });
    expect(calls).toHaveLength(1);
  });

  it('fails on a network error too', async () => {
    const { calls, fetch } = scriptedFetch(['network-error']);
    const submission = submissionFor(null, inquiry, '', () => 'sub3');
    await expect(sendInquiry({ inquiry, honeypot: '', recipients, submission, fetch })).rejects.toThrow(/Failed to fetch/);
    expect(calls).toHaveLength(1);
  });

  it('fails when the second recipient fails, after the first was sent', async () => {
    const { calls, fetch } = scriptedFetch([200, 503]);
    const submission = submissionFor(null, inquiry, '', () => 'sub4');
    await expect(sendInquiry({ inquiry, honeypot: '', recipients, submission, fetch })).rejects.toMatchObject({
      status: 503,
      recipient: recipients[1],
    });
    expect(calls).toHaveLength(2);
  });

  it('a retry after a partial failure reuses both keys, so the first recipient is not mailed twice', async () => {
    const { calls, fetch } = scriptedFetch([200, 500, 200, 200]);
    let ids = 0;
    const newId = () => `id${++ids}`;
    const first = submissionFor(null, inquiry, '', newId);
    await expect(sendInquiry({ inquiry, honeypot: '', recipients, submission: first, fetch })).rejects.toThrow(SendError);
    // The visitor presses the button again without changing anything.
    const retry = submissionFor(first, { ...inquiry }, '', newId);
    expect(retry).toBe(first);
    await sendInquiry({ inquiry, honeypot: '', recipients, submission: retry, fetch });
    expect(calls.map((call) => call.key)).toEqual(['id1:0', 'id1:1', 'id1:0', 'id1:1']);
    expect(ids).toBe(1);
  });

  it('changed values are a new submission with new keys', () => {
    const first = submissionFor(null, inquiry, '', () => 'a');
    expect(submissionFor(first, { ...inquiry, message: 'Changed' }, '', () => 'b').id).toBe('b');
    expect(submissionFor(first, inquiry, 'filled by a bot', () => 'c').id).toBe('c');
  });

  it('passes the honeypot value along for the server to judge', async () => {
    const { calls, fetch } = scriptedFetch([200, 200]);
    await sendInquiry({ inquiry, honeypot: 'http://spam.example', recipients, submission: submissionFor(null, inquiry, 'x'), fetch });
    expect(calls.map((call) => call.body.website)).toEqual(['http://spam.example', 'http://spam.example']);
  });
});

describe('newSubmissionId', () => {
  it('is 32 hex digits and different every time', () => {
    const ids = new Set(Array.from({ length: 100 }, newSubmissionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
