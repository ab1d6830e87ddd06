/**
 * Dev-server side of the content pipeline: compiles content/ (drafts included) when the
 * server starts and again whenever a file under content/ is saved, then updates the page; a
 * broken file shows in the error overlay. It also answers /_data/<path>.json, the route
 * payloads the build writes to dist/_data (src/router/route-data.ts).
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { compileContent, projectRoot } from './compile.ts';
import { payloadAt } from '../route-payloads.ts';
import { CONTENT_DATA_EVENT } from '../../src/router/route-data.ts';

export function contentPlugin(): Plugin {
  const contentDir = path.join(projectRoot, 'content');
  let server: ViteDevServer | undefined;
  let content: Awaited<ReturnType<typeof compileContent>>['content'] | undefined;

  /**
   * Stories and articles reach pages as payloads, not modules: the page fetches its payload
   * anew and re-renders in place (src/hydrate.tsx), which takes a fraction of a reload. Any
   * other content (page copy, site constants, policies) is in modules: reload the page.
   */
  async function compile(change: 'data' | 'modules' = 'modules') {
    try {
      ({ content } = await compileContent({ preview: true }));
      server?.ws.send(change === 'data' ? { type: 'custom', event: CONTENT_DATA_EVENT } : { type: 'full-reload' });
      return true;
    } catch (error) {
      const message = (error as Error).message;
      server?.config.logger.error(message);
      server?.ws.send({ type: 'error', err: { message, stack: '' } });
      return false;
    }
  }

  return {
    name: 'translytix-content',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
      void compile();
      devServer.watcher.add(contentDir);
      const onChange = (file: string) => {
        // MDX bodies are modules Vite reloads itself; their frontmatter still needs a compile.
        if (!file.startsWith(contentDir + path.sep)) return;
        const folder = path.relative(contentDir, file).split(path.sep)[0];
        void compile(folder === 'stories' || folder === 'articles' ? 'data' : 'modules');
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.middlewares.use('/_data', (request, response, next) => {
        const match = /^(\/.*)\.json$/.exec(decodeURIComponent(new URL(request.url ?? '/', 'http://dev').pathname));
        if (!match || !content) return next();
        const pathname = match[1] === '/index' ? '/' : match[1]!;
        const payload = payloadAt(content, pathname);
        response.statusCode = payload ? 200 : 404;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(payload ?? { error: `No page at ${pathname}` }));
      });
    },
  };
}
