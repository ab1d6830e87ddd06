/**
 * The browser's proof that it ran the form's script: an ALTCHA proof of work (altcha-lib),
 * self-hosted, no third party, no cookie. GET /api/challenge/ hands out a challenge signed with
 * our HMAC secret and valid for `ttlMs`; the form's Web Worker finds the counter (about a
 * second of hashing), and the lead carries {challenge, solution} as `altcha`.
 *
 * Deterministic mode: the server picks the counter and signs the derived key, so issuing costs
 * one hash and checking a solution one HMAC, whatever the visitor's work was. A proof counts
 * once per recipient (the form's two calls share it) until the challenge expires; the record
 * of used proofs lives in this process, so a proof may be spent once per process (set
 * ALTCHA_HMAC_SECRET the same on every process, or challenges of one fail on another).
 * A missing or failing proof is never a refusal: the lead is held for review (lead-store.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge } from 'altcha-lib/types';
import { z } from 'zod';
import { limits } from '../../src/lib/contact/send-email-api.ts';

export interface ProofOptions {
  /** HMAC secret the challenges are signed with; a random one per process when unset. */
  secret?: string;
  /** Counter range the browser searches: about `maxCounter` SHA-256 hashes at worst. */
  minCounter?: number;
  maxCounter?: number;
  /** How long a challenge may be solved and used. */
  ttlMs?: number;
}

/** What the form sends as `altcha`: the challenge as issued and the solution found. */
const proofShape = z.object({
  challenge: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().max(256) }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});

export class ProofOfWork {
  private readonly secret: string;
  private readonly keySecret: string;
  private readonly minCounter: number;
  private readonly maxCounter: number;
  private readonly ttlMs: number;
  /** Spent proofs (signature and recipient) until their challenge expires. */
  private readonly spent = new Map<string, number>();

  constructor(options: ProofOptions = {}) {
    this.secret = options.secret || randomBytes(32).toString('hex');
    this.keySecret = createHash('sha256').update(`${this.secret}:derived-key`).digest('hex');
    // A browser's WebCrypto hashes about 20,000 a second: under a second on most devices. The
    // proof says the form's script ran; its cost to a bot is secondary (held leads are the answer).
    this.minCounter = options.minCounter ?? 10_000;
    this.maxCounter = options.maxCounter ?? 20_000;
    this.ttlMs = options.ttlMs ?? 20 * 60_000;
  }

  /** A new challenge for one visitor. */
  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.maxCounter, this.minCounter),
      deriveKey,
      expiresAt: new Date(Date.now() + this.ttlMs),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /**
   * Whether `altcha` is a solved, unexpired challenge of ours not yet spent for this recipient;
   * a true answer spends it. Never throws: anything unreadable is simply no proof.
   */
  async verify(altcha: string | undefined, recipient: string): Promise<boolean> {
    if (!altcha || altcha.length > limits.proofChars) return false;
    let proof: z.infer<typeof proofShape>;
    try {
      proof = proofShape.parse(JSON.parse(altcha));
    } catch {
      return false;
    }
    const key = `${proof.challenge.signature}:${recipient.toLowerCase()}`;
    if (this.spent.has(key)) return false;
    try {
      const result = await verifySolution({
        challenge: proof.challenge as unknown as Challenge,
        solution: proof.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      if (!result.verified || this.spent.has(key)) return false;
    } catch {
      return false;
    }
    this.forgetExpired();
    const expiresAt = Number(proof.challenge.parameters.expiresAt) * 1000 || Date.now() + this.ttlMs;
    this.spent.set(key, expiresAt);
    return true;
  }

  private forgetExpired(now = Date.now()): void {
    // Insertion order is close to expiry order: stop at the first one still valid.
    for (const [key, expiresAt] of this.spent) {
      if (expiresAt > now) break;
      this.spent.delete(key);
    }
  }
}
