/**
 * `npm run edit`: the content editor at http://127.0.0.1:${PORT:-4000}/admin/, working on
 * this checkout's content/. One Vite dev server serves the editor (admin/, with the site's
 * components and styles for its previews) and, in this process, what the editor page asks of it:
 * - /api/v1: Decap's proxy-backend actions (repository.ts): reads of content/, saves under the
 *   one rule (nothing with problems is saved), picture uploads, deletes of entries and pictures;
 * - POST /api/editor/check: the content compiler's checks on a draft (check.ts);
 * - /images/: the pictures of content/images/, as the site serves them, for the previews.
 * Every request passes request-guard.ts first (Host, Origin, the session token, JSON), since
 * any web page the marketer opens can send requests to 127.0.0.1. Nothing here is part of the
 * site's build: vite.config.ts and scripts/build.ts never see it.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { parse } from 'yaml';
import { siteSchema } from '../../src/content/schema.ts';
import { designTokensPlugin } from '../design-tokens-css.ts';
import { checkDraft, type DraftFile } from './check.ts';
import { PICTURES_FOLDER, RefusedPath, resolveInside } from './content-paths.ts';
import { PICTURE_HEADERS, pictureType } from './pictures.ts';
import { answerAction, entryFoldersOf, keepStyle, RepositoryError, type Repository } from './repository.ts';
import { SESSION_META, SESSION_PARAMETER } from './config-names.ts';
import { newSessionToken, refusal, type EditorIdentity } from './request-guard.ts';

const editorDir = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(editorDir, '../..');
const decapDir = path.join(editorDir, 'decap/node_modules');

/** The largest request the editor sends (a picture upload, base64): larger ones are refused. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

class TooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new TooLarge(`The request is over ${MAX_BODY_BYTES / 1024 / 1024} MB.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.setHeader('cache-control', 'no-store');
  response.setHeader('cross-origin-resource-policy', 'same-origin');
  response.end(JSON.stringify(body));
}

/** A request body as JSON, or a 400 with what is wrong. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RepositoryError(400, 'The request is not JSON.');
  }
}

function sendError(response: ServerResponse, error: unknown): void {
  if (error instanceof RepositoryError || error instanceof RefusedPath) sendJson(response, error.status, { error: error.message });
  else if (error instanceof TooLarge) sendJson(response, 413, { error: error.message });
  else sendJson(response, 500, { error: `The editor failed: ${(error as Error).message}` });
}

/** A picture of content/images/ for the previews: its type from its extension, never sniffed or run as a page. */
async function servePicture(root: string, url: string, response: ServerResponse): Promise<boolean> {
  const relative = `content${decodeURIComponent(url.split('?')[0]!)}`;
  const type = pictureType(relative);
  const file = type && (await resolveInside(root, relative, PICTURES_FOLDER).catch(() => undefined));
  if (!type || !file || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return false;
  response.setHeader('content-type', type);
  response.setHeader('cache-control', 'no-cache');
  for (const [name, value] of Object.entries(PICTURE_HEADERS)) response.setHeader(name, value);
  fs.createReadStream(file).pipe(response);
  return true;
}

/** The draft as it will be saved (over the file's old text when there is one), checked. */
async function checkRequest(repository: Repository, body: unknown) {
  const { root } = repository;
  const { path: file, raw, pictures } = (body ?? {}) as DraftFile;
  if (typeof file !== 'string' || typeof raw !== 'string')
    throw new RepositoryError(400, 'A check needs the path and the text of the draft.');
  await resolveInside(root, file);
  const [saved] = keepStyle(repository, [{ path: file, raw }]);
  return checkDraft(root, { path: file, raw: saved!.raw, pictures });
}

/** The editor's endpoints, behind the request guard; `editor` is its port and session token. */
export function editorApi(root: string, editor: EditorIdentity): Plugin {
  const config = JSON.parse(fs.readFileSync(path.join(editorDir, 'decap-config.json'), 'utf8')) as Parameters<typeof entryFoldersOf>[0];
  const repository: Repository = { root, entryFolders: entryFoldersOf(config) };
  return {
    name: 'translytix-editor-api',
    // The session token goes into the editor's page, which only its own origin can read.
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: SESSION_META, content: editor.token }, injectTo: 'head' }],
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const refused = refusal(request, editor);
        if (refused) {
          sendJson(response, 403, { error: refused });
          return;
        }
        const url = request.url ?? '/';
        const pathname = url.split('?')[0]!;
        if (pathname === '/' || pathname === '/admin') {
          response.statusCode = 302;
          response.setHeader('location', '/admin/');
          response.end();
          return;
        }
        if (pathname.startsWith('/images/') && request.method === 'GET') {
          servePicture(root, url, response).then((served) => served || next(), next);
          return;
        }
        const answer = (work: () => Promise<unknown>) =>
          work().then(
            (body) => sendJson(response, 200, body),
            (error: unknown) => sendError(response, error),
          );
        if (pathname === '/api/editor/check' && request.method === 'POST') {
          void answer(async () => checkRequest(repository, await readJson(request)));
          return;
        }
        if (pathname === '/api/v1' && request.method === 'POST') {
          void answer(async () => answerAction(repository, await readJson(request)));
          return;
        }
        if (pathname.startsWith('/api/')) {
          sendJson(response, 404, { error: `The editor has no ${request.method} ${pathname}.` });
          return;
        }
        next();
      });
    },
  };
}

/**
 * The previews' one piece of compiled content, the site's constants (the company's name), read
 * from content/site.yaml as it is now rather than from a compile: the editor opens whatever
 * state the rest of content/ is in, a fresh checkout with a broken article included, since the
 * editor is where a marketer fixes it.
 */
function siteConstants(root: string): Plugin {
  const id = '\0translytix-editor-site';
  const file = path.join(root, 'content/site.yaml');
  return {
    name: 'translytix-editor-site',
    resolveId: (source) => (source === '@content/site' ? id : undefined),
    load(loading) {
      if (loading !== id) return undefined;
      this.addWatchFile(file);
      let data: unknown = {};
      try {
        data = parse(fs.readFileSync(file, 'utf8')) as unknown;
      } catch {
        // A site.yaml that does not parse: the check beside the form names the problem.
      }
      const parsed = siteSchema.safeParse(data);
      return `export const site = ${JSON.stringify(parsed.success ? parsed.data : (data ?? {}))};`;
    },
  };
}

export async function startEditor(options: { root?: string; port?: number } = {}) {
  const root = options.root ?? projectRoot;
  const port = options.port ?? Number(process.env.PORT ?? 4000);
  const editor: EditorIdentity = { port, token: newSessionToken() };
  const server = await createServer({
    configFile: false,
    root: path.join(editorDir, 'admin'),
    base: '/admin/',
    cacheDir: path.join(projectRoot, '.cache/vite-editor'),
    logLevel: 'warn',
    plugins: [designTokensPlugin(projectRoot), react(), tailwindcss(), siteConstants(root), editorApi(root, editor)],
    resolve: {
      alias: [{ find: /^decap-cms-app$/, replacement: path.join(decapDir, 'decap-cms-app') }],
      // One React for the editor and the site's components in its previews.
      dedupe: ['react', 'react-dom'],
    },
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()), __PREVIEW_BUILD__: 'true' },
    // No CORS headers at all (Vite's default answers other localhost origins): no other page may read the editor's.
    server: { host: '127.0.0.1', port, strictPort: true, cors: false, fs: { allow: [projectRoot] } },
  });
  await server.listen();
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    /** The session token the editor page holds (tests use it to act as the page). */
    token: editor.token,
    sessionParameter: SESSION_PARAMETER,
    async close() {
      await server.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const editor = await startEditor();
  console.log(`edit: the content editor is at ${editor.url} (editing ${path.join(projectRoot, 'content')}); Ctrl+C stops it`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
