/**
 * Free space on the outbox's disk, so the endpoint can refuse leads with a clear 503 while
 * there is still room, instead of failing half-way through a write on a full disk.
 */
import fs from 'node:fs/promises';

/** Bytes available to this process on the disk holding `dir`, read at most once per `maxAgeMs`. */
export function freeSpaceProbe(dir: string, maxAgeMs = 1_000): () => Promise<number> {
  let cached: { readAt: number; bytes: Promise<number> } | null = null;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.readAt > maxAgeMs) {
      const bytes = fs.statfs(dir).then((stats) => stats.bavail * stats.bsize);
      cached = { readAt: now, bytes };
      // A failed read is not remembered: the next request reads again.
      bytes.catch(() => {
        if (cached?.bytes === bytes) cached = null;
      });
    }
    return cached.bytes;
  };
}
