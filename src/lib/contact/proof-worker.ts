/**
 * The form's proof of work, off the main thread: finds the counter of an ALTCHA challenge
 * (altcha-lib's solver, SHA-256 in WebCrypto) and posts back the solution, or null when it
 * could not. Started by proof.ts, only once a visitor is filling in the form.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';

/** Past this the lead goes without a proof (and is held for review) rather than wait. */
const SOLVE_TIMEOUT_MS = 60_000;

onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    postMessage(solution ? { counter: solution.counter, derivedKey: solution.derivedKey } : null);
  } catch {
    postMessage(null);
  }
};
