/** Runs an npm script in a copy of the project (scripts/lib/project-copy.ts), as a marketer or a newcomer would. */
import { spawn } from 'node:child_process';

/** Its exit code and everything it printed; a run past `timeoutMs` is stopped whole and says so. */
export function npmIn(dir: string, args: string[], timeoutMs: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, LOG: 'off' };
    delete env.TRANSLYTIX_PREVIEW;
    // Its own process group, so a hung build is stopped whole.
    const child = spawn('npm', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A bound that stops a hung build, not a sleep: cleared as soon as the build ends.
    // eslint-disable-next-line no-restricted-syntax -- a bound, see above
    const timer = setTimeout(() => {
      output += `\n(stopped after ${timeoutMs} ms)`;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
