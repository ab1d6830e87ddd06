/**
 * `npm run edit`: the content editor at http://127.0.0.1:${PORT:-4000}/admin/, working on
 * this checkout. One Vite dev server serves the editor (admin/, with the site's components
 * and styles for its previews) and three things beside it:
 * - /api/v1: Decap's local-repository server (decap-server, MODE=fs), which reads content/.
 *   Saves and uploaded pictures (content/images/) are written here instead (persist.ts), each
 *   file at once (a temporary file renamed over it, where decap-server truncates it and then
 *   writes), and an entry over its old text (serialise.ts) so only changed fields differ.
 * - POST /api/editor/check: the content compiler's checks on a draft (check.ts).
 * - /images/: the pictures of content/images/, as the site serves them, for the previews.
 * Nothing here is part of the site's build: vite.config.ts and scripts/build.ts never see it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { designTokensPlugin } from '../design-tokens-css.ts';
import { compileContent, ContentProblemsError } from '../content/compile.ts';
import { freePort } from '../lib/free-port.ts';
import { checkDraft, type DraftFile } from './check.ts';
import { persistEntry, persistMedia, type Asset, type DataFile, type PersistEntryParams } from './persist.ts';
import { kindOf, readEntry, writeEntry } from './serialise.ts';

const editorDir = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(editorDir, '../..');
const decapDir = path.join(editorDir, 'decap/node_modules');

/** The largest request the editor sends (a picture upload, base64): larger ones are refused. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

/**
 * A save's files rewritten over what is on disk, so the diff shows only the changed fields
 * (Decap's format writes a whole file from the data; this puts the untouched bytes back).
 */
export function keepStyle(root: string, files: DataFile[]): DataFile[] {
  return files.map((file) => {
    const kind = kindOf(file.path);
    const onDisk = path.join(root, file.path);
    if (!kind || !fs.existsSync(onDisk)) return file;
    const original = fs.readFileSync(onDisk, 'utf8');
    return { ...file, raw: writeEntry(original, readEntry(file.raw, kind), kind) };
  });
}

/** The editor's own endpoints, and the pass-through to Decap's local server at `decapUrl`. */
export function editorApi(root: string, decapUrl: string): Plugin {
  return {
    name: 'translytix-editor-api',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        if (url === '/' || url === '/admin') {
          response.statusCode = 302;
          response.setHeader('location', '/admin/');
          response.end();
          return;
        }
        if (url.startsWith('/images/') && request.method === 'GET') {
          const file = path.join(root, 'content', decodeURIComponent(url.split('?')[0]!));
          if (!file.startsWith(path.join(root, 'content/images') + path.sep) || !fs.existsSync(file)) return next();
          fs.createReadStream(file).pipe(response);
          return;
        }
        if (url === '/api/editor/check' && request.method === 'POST') {
          void (async () => {
            try {
              const { path: file, raw, pictures } = JSON.parse(await readBody(request)) as DraftFile;
              const kind = kindOf(file);
              // The draft as it will be saved: over the file's old text when there is one.
              const onDisk = path.join(root, file);
              const saved =
                kind && fs.existsSync(onDisk) && path.resolve(onDisk).startsWith(path.join(root, 'content'))
                  ? writeEntry(fs.readFileSync(onDisk, 'utf8'), readEntry(raw, kind), kind)
                  : raw;
              sendJson(response, 200, await checkDraft(root, { path: file, raw: saved, pictures }));
            } catch (error) {
              sendJson(response, 400, { error: String(error) });
            }
          })();
          return;
        }
        if (url.startsWith('/api/v1')) {
          void (async () => {
            let forwarded: string | undefined;
            try {
              const body = request.method === 'POST' ? await readBody(request) : undefined;
              const message = body ? (JSON.parse(body) as { action: string; params: Record<string, unknown> }) : undefined;
              forwarded = body;
              // Saves are written here (atomically, persist.ts), over the files' old text (keepStyle).
              if (message?.action === 'persistEntry') {
                const params = message.params as PersistEntryParams;
                await persistEntry(root, {
                  ...params,
                  dataFiles: params.dataFiles && keepStyle(root, params.dataFiles),
                  entry: params.entry && keepStyle(root, [params.entry])[0],
                });
                sendJson(response, 200, { message: 'entry persisted' });
                return;
              }
              if (message?.action === 'persistMedia') {
                const { asset, branch } = message.params as { asset: Asset; branch?: string };
                await persistMedia(root, asset);
                // Decap's answer to an upload is the file as its media library lists it: Decap's server reads it.
                forwarded = JSON.stringify({ action: 'getMediaFile', params: { branch, path: asset.path } });
              }
            } catch (error) {
              sendJson(response, 500, { error: String(error) });
              return;
            }
            try {
              const answer = await fetch(`${decapUrl}/api/v1`, {
                method: request.method,
                headers: { 'content-type': 'application/json' },
                body: forwarded,
              });
              response.statusCode = answer.status;
              response.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
              response.end(Buffer.from(await answer.arrayBuffer()));
            } catch (error) {
              sendJson(response, 502, { error: String(error) });
            }
          })();
          return;
        }
        next();
      });
    },
  };
}

/** Start Decap's local server on a free port of 127.0.0.1 and wait until it answers. */
async function startDecapServer(root: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(decapDir, 'decap-server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: 'warn',
      ORIGIN: '*',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Poll until it answers (bounded): it is up within a second or two.
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`decap-server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('decap-server did not answer');
}

export async function startEditor(options: { root?: string; port?: number } = {}) {
  const root = options.root ?? projectRoot;
  const port = options.port ?? Number(process.env.PORT ?? 4000);
  const decap = await startDecapServer(root);
  const server = await createServer({
    configFile: false,
    root: path.join(editorDir, 'admin'),
    base: '/admin/',
    cacheDir: path.join(projectRoot, '.cache/vite-editor'),
    logLevel: 'warn',
    plugins: [designTokensPlugin(projectRoot), react(), tailwindcss(), editorApi(root, decap.url)],
    resolve: {
      alias: [
        { find: '@content', replacement: path.join(projectRoot, '.generated/content') },
        { find: /^decap-cms-app$/, replacement: path.join(decapDir, 'decap-cms-app') },
      ],
      // One React for the editor and the site's components in its previews.
      dedupe: ['react', 'react-dom'],
    },
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()), __PREVIEW_BUILD__: 'true' },
    server: { host: '127.0.0.1', port, strictPort: true, fs: { allow: [projectRoot] } },
  });
  await server.listen();
  return {
    url: `http://127.0.0.1:${port}/admin/`,
    async close() {
      await server.close();
      decap.child.kill();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // The previews import the compiled page copy (@content). A content problem must not keep the
  // editor closed, since the editor is where a marketer fixes it: the last good compile is used.
  try {
    await compileContent();
  } catch (error) {
    if (!(error instanceof ContentProblemsError)) throw error;
    console.warn(`edit: the content has problems (fix them in the editor; the check lists them too):\n${error.message}`);
  }
  const editor = await startEditor();
  console.log(`edit: the content editor is at ${editor.url} (editing ${path.join(projectRoot, 'content')}); Ctrl+C stops it`);
  const stop = () => void editor.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
