/**
 * Vitest global setup, first of both suites: every temporary folder a run makes goes under one
 * folder of its own, removed when the run ends, pass or fail. Tests, the servers and builds
 * they start, and the browsers make their folders with os.tmpdir() (mkdtemp), which reads
 * TMPDIR; this points TMPDIR at the run's folder before any test process starts, and they
 * inherit it. So no test needs its own cleanup for the system's temp folder to be left as it
 * was found (a run used to leave about 160 folders, 61 MB; a developer's machine had 1,287).
 * tests/support/temp-root.test.ts runs a failing suite to check it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const systemTemp = os.tmpdir();
  const root = fs.mkdtempSync(path.join(systemTemp, 'translytix-test-run-'));
  process.env.TMPDIR = root;
  return () => {
    process.env.TMPDIR = systemTemp;
    // A server stopped a moment ago may still be closing a file: retry.
    fs.rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
}
