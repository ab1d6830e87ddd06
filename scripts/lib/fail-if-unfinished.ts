/**
 * A command whose main promise never settles (a step waiting on something nobody resolves)
 * leaves Node with nothing to run, and Node then exits 0 as if all went well: `npm run build`
 * did that with half a build. Exit 1 with `message` instead when `work` has not settled by the
 * time the process exits on its own.
 */
export function failIfUnfinished(work: Promise<unknown>, message: string): void {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  process.on('exit', (code) => {
    if (settled || code !== 0) return;
    console.error(message);
    process.exitCode = 1;
  });
}
