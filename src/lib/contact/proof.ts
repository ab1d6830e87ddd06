/**
 * The browser's proof that it ran the form's script (ALTCHA proof of work): fetch a challenge
 * from the server, solve it in a Web Worker, and give the `altcha` value the lead carries. A
 * lead without it is still accepted but held for review (server/contact/proof.ts), so every
 * failure here is quietly null, never an error the visitor sees. Loaded lazily, when the form
 * is first focused: neither this nor the solver is in any page's first-load JavaScript.
 */
import { apiPaths } from '../../route-table';

const CHALLENGE_TIMEOUT_MS = 10_000;
const SOLVE_TIMEOUT_MS = 65_000;

export async function solveProof(): Promise<string | null> {
  let worker: Worker | null = null;
  try {
    const response = await fetch(apiPaths.challenge, { signal: AbortSignal.timeout(CHALLENGE_TIMEOUT_MS) });
    if (!response.ok) return null;
    const challenge: unknown = await response.json();
    worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' });
    const started = worker;
    const solution = await new Promise<unknown>((resolve) => {
      started.onmessage = (event: MessageEvent<unknown>) => resolve(event.data);
      started.onerror = () => resolve(null);
      setTimeout(() => resolve(null), SOLVE_TIMEOUT_MS);
      started.postMessage(challenge);
    });
    return solution ? JSON.stringify({ challenge, solution }) : null;
  } catch {
    return null;
  } finally {
    worker?.terminate();
  }
}
