import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotateReactRouter } from './react-router-tree-shaking.ts';

const productionDir = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production');
/** The installed react-router's production build, all of its modules in one string. */
const installed = fs
  .readdirSync(productionDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => fs.readFileSync(path.join(productionDir, file), 'utf8'))
  .join('\n');

describe('annotateReactRouter', () => {
  it('marks top-level component factories pure and drops top-level names', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var Memo = React3.memo(Inner);',
      'var Ctx = React.createContext(null);',
      '  Inner.displayName = "kept";',
    ].join('\n');
    expect(annotateReactRouter(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
        '',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        '  Inner.displayName = "kept";',
      ].join('\n'),
    );
  });

  it('moves a class context type into the class body', () => {
    const code = ['var Boundary = class extends React2.Component {', '  render() {}', '};', 'Boundary.contextType = RouterContext;'].join(
      '\n',
    );
    expect(annotateReactRouter(code)).toBe(
      ['var Boundary = class extends React2.Component {', '  static contextType = RouterContext;', '  render() {}', '};', ''].join('\n'),
    );
  });

  // After a react-router upgrade changes how its build is written, the patterns would match
  // nothing and its unused components would silently ship again.
  it('still finds what it annotates in the installed react-router', () => {
    const annotated = annotateReactRouter(installed);
    expect(annotated).toMatch(/^var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(annotated).toMatch(/^var \w+ = \/\* @__PURE__ \*\/ React\d*\.memo\(/m);
    expect(installed).toMatch(/^Link\.displayName = "Link";$/m);
    expect(annotated).not.toMatch(/^Link\.displayName/m);
    expect(installed).toMatch(/^RenderErrorBoundary\.contextType = \w+;$/m);
    expect(annotated).toMatch(/^var RenderErrorBoundary = class extends [\w.]+ \{\n {2}static contextType = \w+;$/m);
  });
});
