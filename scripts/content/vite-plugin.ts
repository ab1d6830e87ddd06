/**
 * Dev-server side of the content pipeline: compiles content/ (drafts included) when the
 * server starts and again whenever a file under content/ is saved. Vite then hot-reloads
 * the pages that import the regenerated index; a broken file shows in the error overlay.
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { compileContent, projectRoot } from './compile.ts';

export function contentPlugin(): Plugin {
  const contentDir = path.join(projectRoot, 'content');
  let server: ViteDevServer | undefined;

  function compile() {
    try {
      compileContent({ drafts: true });
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
      compile();
      devServer.watcher.add(contentDir);
      const onChange = (file: string) => {
        // MDX bodies are modules Vite reloads itself; their frontmatter still needs a compile.
        if (file.startsWith(contentDir + path.sep)) compile();
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
  };
}
