import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { writeAtomically } from './persist';

/**
 * A reader on another thread that reads `file` over and over while the test writes it, and
 * counts its reads and those that were neither `a` nor `b` whole (empty or cut short), in
 * shared counters the test reads without waiting for a message.
 */
function startReader(file: string, a: string, b: string) {
  const counters = new Int32Array(new SharedArrayBuffer(12)); // reads, partial reads, stop
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const fs = require('node:fs');
     const { file, a, b, counters } = workerData;
     while (Atomics.load(counters, 2) === 0) {
       let text = '';
       try { text = fs.readFileSync(file, 'utf8'); } catch { continue; }
       if (text !== a && text !== b) Atomics.add(counters, 1, 1);
       Atomics.add(counters, 0, 1);
     }`,
    { eval: true, workerData: { file, a, b, counters } },
  );
  return {
    reads: () => Atomics.load(counters, 0),
    partial: () => Atomics.load(counters, 1),
    /** Resolves once the reader has read the file `count` more times (bounded: it reads in a tight loop). */
    async readsMore(count: number) {
      const target = Atomics.load(counters, 0) + count;
      for (let turn = 0; turn < 1_000_000 && Atomics.load(counters, 0) < target; turn++)
        await new Promise((resolve) => setImmediate(resolve));
      expect(Atomics.load(counters, 0)).toBeGreaterThanOrEqual(target);
    },
    async stop() {
      Atomics.store(counters, 2, 1);
      await worker.terminate();
    },
  };
}

const folders: string[] = [];
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-persist-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

// Two versions of a file, large enough that writing one takes more than one step.
const versionA = `${'a'.repeat(2 * 1024 * 1024)}\n`;
const versionB = `${'b'.repeat(2 * 1024 * 1024 + 7)}\n`;

describe("the editor's saves (persist.ts)", () => {
  it('a reader never sees a partial file while it is rewritten, where a truncating write is seen half done', async () => {
    const file = path.join(tempFolder(), 'story.md');
    fs.writeFileSync(file, versionA);
    const reader = startReader(file, versionA, versionB);
    try {
      // The way decap-server writes (truncate, then write), held half done until the reader has looked:
      // the reader does see it, so this test can tell the two apart.
      const handle = fs.openSync(file, 'w');
      fs.writeSync(handle, versionB.slice(0, versionB.length / 2));
      await reader.readsMore(2);
      fs.writeSync(handle, versionB.slice(versionB.length / 2));
      fs.closeSync(handle);
      // Two more whole reads: a read begun while the file was half written has been counted.
      await reader.readsMore(2);
      expect(reader.partial()).toBeGreaterThan(0);

      const partialBefore = reader.partial();
      const readsBefore = reader.reads();
      for (let write = 0; write < 40; write++) {
        await writeAtomically(file, write % 2 === 0 ? versionA : versionB);
        await reader.readsMore(1);
      }
      expect(reader.reads() - readsBefore).toBeGreaterThanOrEqual(40);
      expect(reader.partial() - partialBefore).toBe(0);
    } finally {
      await reader.stop();
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(versionB);
    // No temporary file is left beside it.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['story.md']);
  });

  it("keeps the old file's mode and creates missing folders", async () => {
    const root = tempFolder();
    const file = path.join(root, 'content/stories/a.md');
    await writeAtomically(file, 'one');
    fs.chmodSync(file, 0o640);
    await writeAtomically(file, 'two');
    expect([fs.readFileSync(file, 'utf8'), fs.statSync(file).mode & 0o777]).toEqual(['two', 0o640]);
  });
});
