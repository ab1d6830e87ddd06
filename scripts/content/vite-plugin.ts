/**
 * Dev-server side of the content pipeline: compiles content/ (drafts and scheduled entries
 * included, as a preview) when the server starts and again whenever a file under content/ is
 * saved, then updates the page; a broken file shows in the error overlay with the same
 * problem list `npm run content` prints, and the overlay clears on the first good save.
 * It also answers /_data/<path>.json, the route payloads the build writes to dist/_data
 * (src/router/route-data.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { searchIndexFiles } from '../search-index.ts';
import { SEARCH_DEV_MANIFEST, SEARCH_DEV_PREFIX } from '../../src/lib/search/search-index.ts';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { compileContent, projectRoot } from './compile.ts';
import type { CompiledContent } from './read-content.ts';
import { dataAt } from '../route-payloads.ts';
import { collections } from '../collections.ts';
import { CONTENT_DATA_EVENT } from '../../src/router/route-data.ts';

/** How long a saved file must stay unchanged before it is read: editors write in pieces. */
const SETTLE_MS = 40;

/**
 * How long a failed compile waits before it reports: an editor that pauses between two pieces
 * of one save (the test's pauses for 120 ms) must not flash half a file as a mistake.
 */
const FAILURE_GRACE_MS = 250;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any file under `dir` was written at or after `since` (epoch ms). */
function writtenSince(dir: string, since: number): boolean {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .some((entry) => entry.isFile() && (fs.statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since);
}

/** Resolves once `file` has kept its size and modification time for SETTLE_MS (or is gone). */
async function settled(file: string): Promise<void> {
  const signature = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat ? `${stat.size}:${stat.mtimeMs}` : 'gone';
  };
  for (let before = signature(); ; ) {
    await delay(SETTLE_MS);
    const after = signature();
    if (after === before) return;
    before = after;
  }
}

/**
 * What a saved file changes: a collection whose entries reach pages as payloads
 * (scripts/collections.ts) updates in place ('data'); the rest (policies, page copy) is bundled.
 */
function changeOf(contentDir: string, file: string): 'data' | 'modules' {
  const folder = path.relative(contentDir, file).split(path.sep)[0];
  const inPayloads = collections.some((collection) => collection.folder === folder && collection.detail.data !== undefined);
  return inPayloads ? 'data' : 'modules';
}

/** Answers /_data/<path>.json with the route payload of the content as compiled now. */
function payloadMiddleware(current: () => CompiledContent | undefined): Connect.NextHandleFunction {
  return (request, response, next) => {
    const content = current();
    const match = /^(\/.*)\.json$/.exec(decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname));
    if (!match || !content) return next();
    const pathname = match[1] === '/index' ? '/' : match[1]!;
    const payload = dataAt(content, pathname);
    response.statusCode = payload ? 200 : 404;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(payload ?? { error: `No page at ${pathname}` }));
  };
}

/** Answers the site search's files from an index of the content as saved now (the build writes it to dist/assets/). */
function searchIndexMiddleware(current: () => CompiledContent | undefined, contentDir: string): Connect.NextHandleFunction {
  let search: { of: CompiledContent; files: Map<string, string>; manifestUrl: string } | undefined;
  return (request, response, next) => {
    const content = current();
    if (!content) return next();
    if (search?.of !== content) search = { of: content, ...searchIndexFiles(content, contentDir, SEARCH_DEV_PREFIX) };
    const url = `${SEARCH_DEV_PREFIX}${(request.url ?? '').replace(/^\//, '').split('?')[0]}`;
    const json = url === SEARCH_DEV_MANIFEST ? search.files.get(search.manifestUrl) : search.files.get(url);
    if (json === undefined) return next();
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(json);
  };
}

export function contentPlugin(): Plugin {
  const contentDir = path.join(projectRoot, 'content');
  let server: ViteDevServer | undefined;
  let content: CompiledContent | undefined;
  let failing = false;
  /** Bumped on every save seen, settled or not: a compile that failed meanwhile read a file mid-write. */
  let saves = 0;
  /** One compile at a time; saves during a compile fold into one more after it. */
  let running: Promise<void> | undefined;
  let pending: 'data' | 'modules' | undefined;

  /**
   * Stories and articles reach pages as payloads, not modules: the page fetches its payload
   * anew and re-renders in place (src/hydrate.tsx), which takes a fraction of a reload. Any
   * other content (page copy, site constants, policies) is in modules: reload the page. After
   * a failed compile the page reloads either way, which also clears the error overlay.
   */
  async function compile(change: 'data' | 'modules') {
    const savesBefore = saves;
    const startedAt = Date.now();
    try {
      ({ content } = await compileContent({ preview: true }));
      const reload = change === 'modules' || failing;
      failing = false;
      server?.ws.send(reload ? { type: 'full-reload' } : { type: 'custom', event: CONTENT_DATA_EVENT });
    } catch (error) {
      // A file changed while it was read, or changes just after: the problem may be half a
      // save. Compile again once it settles (the file watcher may report the rest late, or
      // fold it into the save it already reported), and report only what is left then.
      await delay(FAILURE_GRACE_MS);
      if (saves !== savesBefore || writtenSince(contentDir, startedAt)) {
        pending = pending ?? change;
        return;
      }
      failing = true;
      const message = (error as Error).message;
      server?.config.logger.error(message);
      server?.ws.send({ type: 'error', err: { message, stack: '' } });
    }
  }

  function schedule(change: 'data' | 'modules') {
    pending = pending === 'modules' || change === 'modules' ? 'modules' : 'data';
    running ??= (async () => {
      while (pending) {
        const next = pending;
        pending = undefined;
        await compile(next);
      }
      running = undefined;
    })();
    return running;
  }

  return {
    name: 'translytix-content',
    apply: 'serve',
    async configureServer(devServer) {
      server = devServer;
      await schedule('modules');
      devServer.watcher.add(contentDir);
      const onChange = async (file: string) => {
        if (!file.startsWith(contentDir + path.sep)) return;
        saves += 1;
        // Read only once the editor has finished writing, never half a file.
        await settled(file);
        void schedule(changeOf(contentDir, file));
      };
      devServer.watcher.on('change', (file) => void onChange(file));
      devServer.watcher.on('add', (file) => void onChange(file));
      devServer.watcher.on('unlink', (file) => void onChange(file));
      devServer.middlewares.use('/_data', payloadMiddleware(() => content));
      devServer.middlewares.use(SEARCH_DEV_PREFIX, searchIndexMiddleware(() => content, contentDir));
    },
  };
}
