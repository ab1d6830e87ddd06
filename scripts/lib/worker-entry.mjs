// The worker side of runInWorker (in-worker.ts): plain JavaScript, because a worker thread does
// not inherit tsx's loader. It registers tsx, imports the module, calls the export and posts
// the result back.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { moduleUrl, exportName, args } = workerData;

try {
  const module = await import(moduleUrl);
  const run = module[exportName];
  if (typeof run !== 'function') throw new Error(`${moduleUrl} has no function ${exportName}`);
  parentPort.postMessage({ ok: true, value: await run(...args) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
