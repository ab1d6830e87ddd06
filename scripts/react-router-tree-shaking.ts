/**
 * Vite plugin (builds only): lets the bundler drop the parts of react-router the site does not
 * use. Its production build creates components at the top level with calls the bundler cannot
 * prove pure (`React.forwardRef(...)`, `React.memo(...)`, `React.createContext(...)`) and then
 * names them (`Link.displayName = "Link"`), a property write the bundler must keep; so the
 * data router, <Form>, <Link> with its prefetching and more shipped to every page although
 * nothing imports them. Marking those calls pure and dropping the top-level names (which only
 * React DevTools reads) lets tree-shaking remove whatever is unused. With the site's own
 * links (src/router/link.tsx) it took react-router from 12.8 to 5.6 KB gzip on every route's
 * first load, and moving a `contextType` write into its class ~1.3 KB more (its route error
 * boundary, which only data routers render). Nothing else in react-router changes.
 */
import type { Plugin } from 'vite';

const reactRouterBuild = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

export function annotateReactRouter(code: string): string {
  // A class's `X.contextType = Context` after its body is a write the bundler keeps (and the
  // class with it): as a static field inside the body it is part of the class instead.
  const contextTypes = new Map<string, string>();
  const withoutContextTypes = code.replace(/^(\w+)\.contextType = (\w+);$/gm, (_, name: string, context: string) => {
    contextTypes.set(name, context);
    return '';
  });
  return withoutContextTypes
    .replace(/^var (\w+) = class extends ([\w.]+) \{$/gm, (line, name: string) =>
      contextTypes.has(name) ? `${line}\n  static contextType = ${contextTypes.get(name)};` : line,
    )
    .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
}

export function reactRouterTreeShakingPlugin(): Plugin {
  return {
    name: 'translytix-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: reactRouterBuild },
      handler: (code) => ({ code: annotateReactRouter(code), map: null }),
    },
  };
}
