/**
 * Runs an exported async function of one of our TypeScript modules in a worker thread, so
 * CPU-heavy build work (PDFs, share images) uses the second core while Vite bundles on the
 * first. Arguments and results cross the thread boundary by structured clone.
 */
import { Worker } from 'node:worker_threads';

export function runInWorker<T>(moduleUrl: URL, exportName: string, args: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { moduleUrl: moduleUrl.href, exportName, args },
    });
    worker.once('message', (message: { ok: true; value: T } | { ok: false; error: string }) => {
      if (message.ok) resolve(message.value);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker for ${exportName} exited with ${code}`));
    });
  });
}
