/**
 * The server's log is one format from its first line to its last: JSON lines (server/log.ts),
 * as a collector reads them. The built server is run as a service runs it (node
 * dist-server/main.js, logging on), asked for a page, and stopped with SIGTERM; a bad setting
 * is one JSON line too.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/site-server';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'server-log-'));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));

interface LogLine {
  level: number;
  msg: string;
  url?: string;
}

/** Runs the built server until `stop` says so, then SIGTERM; every line it printed, on either stream. */
async function serverLines(env: Record<string, string>, stop: (output: string) => Promise<boolean>): Promise<string[]> {
  const { LOG: _off, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: projectRoot,
    env: { ...inherited, HOST: '127.0.0.1', MAIL_OUTBOX: outbox, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping = false;
  const read = (chunk: Buffer) => {
    output += String(chunk);
    if (stopping) return;
    void stop(output).then((done) => {
      if (done && !stopping) {
        stopping = true;
        child.kill('SIGTERM');
      }
    });
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  await exited;
  return output.split('\n').filter((line) => line.trim() !== '');
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as LogLine);

describe('the server log', () => {
  it('is JSON lines from start to stop: the start-up lines, one line per request, the shutdown', { timeout: 60_000 }, async () => {
    const port = String(await freePort());
    let asked = false;
    const lines = await serverLines({ PORT: port }, async (output) => {
      if (!output.includes('served at') || asked) return false;
      asked = true;
      await fetch(`http://127.0.0.1:${port}/about`).then((response) => response.arrayBuffer());
      return true;
    });
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const messages = parsed(lines);
    expect(messages.find((line) => line.msg.includes('served at'))?.level).toBe(30);
    expect(messages.some((line) => line.msg === 'request' && line.url === '/about')).toBe(true);
    expect(messages.some((line) => line.msg.startsWith('SIGTERM'))).toBe(true);
  });

  it('says a bad setting in one JSON line, at error level, and exits', { timeout: 60_000 }, async () => {
    const lines = await serverLines({ PORT: String(await freePort()), TRUST_PROXY: 'not-an-address' }, async () => false);
    expect(lines).toHaveLength(1);
    const [line] = parsed(lines);
    expect(line?.level).toBe(50);
    expect(line?.msg).toContain('TRUST_PROXY');
  });
});
