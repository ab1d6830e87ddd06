/**
 * `npm run publish-due`, for a daily cron line: a story or article dated in the future is held
 * back by the build until its day, and nothing else would rebuild the site on that day. This
 * rebuilds the live site when an entry's date has come since the day the last build compared
 * dates with (recorded in dist-server/build-mode.json), saying what goes live; when nothing is
 * due it prints nothing and exits 0, so cron mails only when something happened.
 *
 *   npm run --silent publish-due -- --after "systemctl restart translytix"
 *
 * Options: --after COMMAND runs once a rebuild succeeded (the Node server serves pages from
 * memory, so it must be restarted to serve the new build); --now YYYY-MM-DD (or the
 * PUBLISH_DUE_NOW variable) is the day to publish for, today in UTC by default (tests set it);
 * --root DIR is the project (content/ and dist-server/ in it), this one by default.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblems } from './content/problems.ts';
import { readContent } from './content/read-content.ts';
import { BUILD_MODE_FILE, buildRecord } from './lib/build-mode.mjs';
import { collections, type CollectionName } from './collections.ts';

export interface DueEntry {
  /** "content/articles/x.md" */
  file: string;
  date: string;
  title: string;
}

/**
 * Entries that a build made for `since` held back and a build for `now` publishes: not drafts,
 * dated after `since` and on or before `now`; or the content's problems, printed as
 * `npm run content` prints them.
 */
export async function dueEntries(contentDir: string, since: string, now: string): Promise<{ due: DueEntry[] } | { problems: string }> {
  // A preview read marks every held-back entry with why, instead of leaving it out.
  const { content, problems } = await readContent(contentDir, { preview: true, today: since });
  if (!content) return { problems: formatProblems(problems) };
  const folder = path.basename(contentDir);
  // Every collection (scripts/collections.ts); only entries with a date can be scheduled.
  const due = collections.flatMap((collection) =>
    (
      content[collection.name as CollectionName] as readonly {
        slug: string;
        title: string;
        unpublished?: { kind: string; date?: string };
      }[]
    ).flatMap(({ slug, title, unpublished }) =>
      unpublished?.kind === 'scheduled' && unpublished.date !== undefined && unpublished.date <= now
        ? [{ file: `${folder}/${collection.folder}/${slug}${collection.extension}`, date: unpublished.date, title }]
        : [],
    ),
  );
  return { due: due.sort((a, b) => (a.date === b.date ? a.file.localeCompare(b.file) : a.date < b.date ? -1 : 1)) };
}

export interface PublishDueOptions {
  projectRoot: string;
  /** The day to publish for, YYYY-MM-DD. */
  now: string;
  /** Builds the live site; true when it succeeded. */
  build: () => boolean;
  /** Runs after a successful rebuild (restart the server); true when it succeeded. */
  after?: () => boolean;
  out: Pick<Console, 'log' | 'error'>;
}

/** The command's work; returns its exit code. */
export async function publishDue({ projectRoot, now, build, after, out }: PublishDueOptions): Promise<number> {
  const record = buildRecord(projectRoot);
  let going: DueEntry[] = [];
  if (!record) {
    out.log(`publish-due: no ${BUILD_MODE_FILE} says which day the last build published for: building the live site for ${now}.`);
  } else if (record.mode === 'preview') {
    out.log(`publish-due: dist/ holds a preview build, which is never the live site: building the live site for ${now}.`);
  } else {
    const found = await dueEntries(path.join(projectRoot, 'content'), record.today, now);
    if ('problems' in found) {
      out.error(
        `publish-due: the content has problems, so nothing went live; the site keeps the build of ${record.today}.\n\n${found.problems}`,
      );
      return 1;
    }
    going = found.due;
    if (going.length === 0) return 0;
    out.log(`publish-due: dated after the last build (${record.today}) and due by ${now}:`);
    for (const entry of going) out.log(`  ${entry.file}  ${entry.date}  "${entry.title}"`);
    out.log('publish-due: building the live site.');
  }
  if (!build()) {
    out.error(
      `publish-due: the build failed (its problems are above), so nothing went live${record?.mode === 'live' ? `; the site keeps the build of ${record.today}` : ''}. Fix them and run npm run publish-due again.`,
    );
    return 1;
  }
  out.log(
    going.length > 0 ? `publish-due: live now: ${going.map((entry) => entry.file).join(', ')}.` : 'publish-due: the live site is built.',
  );
  if (!after) {
    out.log('publish-due: restart the Node server (npm start) so it serves the new build; nginx serves it from dist/ as it is.');
    return 0;
  }
  if (!after()) {
    out.error('publish-due: the build is in dist/, but the --after command failed (above).');
    return 1;
  }
  return 0;
}

const DAY = /^\d{4}-\d\d-\d\d$/;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const option = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const now = option('--now') ?? process.env.PUBLISH_DUE_NOW ?? new Date().toISOString().slice(0, 10);
  const projectRoot = path.resolve(option('--root') ?? path.join(import.meta.dirname, '..'));
  const afterCommand = option('--after');
  if (!DAY.test(now)) {
    console.error(`publish-due: "${now}" is not a day written YYYY-MM-DD (from --now or PUBLISH_DUE_NOW).`);
    process.exit(1);
  }
  const run = (command: string, args: string[], shell = false) =>
    spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', shell }).status === 0;
  process.exitCode = await publishDue({
    projectRoot,
    now,
    build: () => run('npm', ['run', '--silent', 'build']),
    after: afterCommand === undefined ? undefined : () => run(afterCommand, [], true),
    out: console,
  });
}
