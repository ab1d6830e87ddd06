/** The ALTCHA proof of work: solved as the form's worker solves it, checked once per recipient. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it } from 'vitest';
import { ProofOfWork } from './proof.ts';

// A small counter range keeps the solving quick; the production range only takes longer.
const small = { minCounter: 200, maxCounter: 400 };

async function solved(proof: ProofOfWork): Promise<string> {
  const challenge = await proof.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}

describe('ProofOfWork', () => {
  it('accepts a solved challenge once per recipient', async () => {
    const proof = new ProofOfWork(small);
    const altcha = await solved(proof);
    expect(await proof.verify(altcha, 'sales@translytix.example')).toBe(true);
    expect(await proof.verify(altcha, 'leads@translytix.example')).toBe(true);
    expect(await proof.verify(altcha, 'SALES@translytix.example')).toBe(false);
  });

  it('the browser searched the counters: the server picked one between min and max', async () => {
    const proof = new ProofOfWork(small);
    const { solution } = JSON.parse(await solved(proof)) as { solution: { counter: number } };
    expect(solution.counter).toBeGreaterThanOrEqual(small.minCounter);
    expect(solution.counter).toBeLessThanOrEqual(small.maxCounter);
  });

  it('refuses a wrong counter, a tampered challenge, another secret, an expired one, and garbage', async () => {
    const proof = new ProofOfWork({ ...small, secret: 'one' });
    const parsed = JSON.parse(await solved(proof)) as {
      challenge: { parameters: Record<string, unknown> };
      solution: { counter: number; derivedKey: string };
    };
    const wrong = { ...parsed, solution: { ...parsed.solution, derivedKey: '00'.repeat(32) } };
    expect(await proof.verify(JSON.stringify(wrong), 'sales@translytix.example')).toBe(false);
    const tampered = {
      ...parsed,
      challenge: { ...parsed.challenge, parameters: { ...parsed.challenge.parameters, expiresAt: 9_999_999_999 } },
    };
    expect(await proof.verify(JSON.stringify(tampered), 'sales@translytix.example')).toBe(false);
    expect(await new ProofOfWork({ ...small, secret: 'two' }).verify(JSON.stringify(parsed), 'sales@translytix.example')).toBe(false);
    const expiring = new ProofOfWork({ ...small, ttlMs: -1000 });
    expect(await expiring.verify(await solved(expiring), 'sales@translytix.example')).toBe(false);
    for (const junk of [undefined, '', 'not json', '{}', '[1]', JSON.stringify({ challenge: 1, solution: 2 }), 'x'.repeat(5000)]) {
      expect(await proof.verify(junk, 'sales@translytix.example'), String(junk).slice(0, 20)).toBe(false);
    }
    // The genuine proof still works after all that.
    expect(await proof.verify(JSON.stringify(parsed), 'sales@translytix.example')).toBe(true);
  });
});
