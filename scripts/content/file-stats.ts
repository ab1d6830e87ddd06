/**
 * The hash of each content file's text, kept with the file's stat (size, mtime, inode) as the
 * build that hashed it saw them, as git's index does: a file whose stat is unchanged has the
 * hash recorded, so an incremental build does not hash thousands of files again to find the
 * one that changed. A "racy" file, modified no earlier than the build that recorded it began,
 * could change again within the clock's granularity without its mtime moving, so its record is
 * not trusted (git's rule for files as new as its index). Kept beside the YAML cache
 * (yaml-cache.ts), under the same code hash, as `<cache>.files`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** size, mtimeMs, ino, key. */
type Recorded = [number, number, number, string];

interface StatsFile {
  code: string;
  /** When the build that recorded these began (ms since the epoch). */
  startedAt: number;
  files: Record<string, Recorded>;
}

export class FileStats {
  /** This build's records, by absolute path. */
  private readonly seen = new Map<string, Recorded>();
  private changed = false;

  private constructor(
    private readonly previous: StatsFile | undefined,
    private readonly startedAt: number,
  ) {}

  static load(file: string, code: string): FileStats {
    const startedAt = Date.now();
    try {
      const previous = JSON.parse(fs.readFileSync(file, 'utf8')) as StatsFile;
      return new FileStats(previous.code === code ? previous : undefined, startedAt);
    } catch {
      // No record yet, or an unreadable one: every file is hashed.
      return new FileStats(undefined, startedAt);
    }
  }

  /** The key recorded for `file` when its stat is the one recorded and the record is not racy. */
  keyOf(file: string, stat: fs.Stats): string | undefined {
    const record = this.previous?.files[file];
    if (!record || !this.previous) return undefined;
    const [size, mtimeMs, ino, key] = record;
    if (size !== stat.size || mtimeMs !== stat.mtimeMs || ino !== stat.ino) return undefined;
    // Modified no earlier than the recording build began: it may have changed since within the same mtime.
    if (mtimeMs >= this.previous.startedAt) return undefined;
    return key;
  }

  /** `file` had this stat when read, and its text this key. */
  record(file: string, stat: fs.Stats, key: string): void {
    const record: Recorded = [stat.size, stat.mtimeMs, stat.ino, key];
    const before = this.previous?.files[file];
    // A racy record is written again with this build's start, so the next build may trust it.
    if (!before || before.some((value, index) => value !== record[index]) || before[1] >= this.previous!.startedAt) this.changed = true;
    this.seen.set(file, record);
  }

  /** Writes this build's records if any differs from those loaded (files not read this build are dropped). */
  save(file: string, code: string): void {
    const previousCount = this.previous ? Object.keys(this.previous.files).length : -1;
    if (!this.changed && previousCount === this.seen.size) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const data: StatsFile = { code, startedAt: this.startedAt, files: Object.fromEntries(this.seen) };
    fs.writeFileSync(`${file}.tmp-${process.pid}`, JSON.stringify(data));
    fs.renameSync(`${file}.tmp-${process.pid}`, file);
  }
}
