import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferred, loadBeforePrerender, preloadDeferred } from './deferred';

function Drawing({ label }: { label: string }) {
  return <svg aria-label={label} />;
}

describe('deferred', () => {
  it('requests its code only when first drawn or preloaded, then draws it in place, once', async () => {
    const load = vi.fn(() => Promise.resolve(Drawing));
    const Part = deferred(load);
    expect(load).not.toHaveBeenCalled();
    // Not loaded yet: a synchronous render leaves the part to its chunk (nothing drawn).
    expect(renderToStaticMarkup(<Part label="Network" />)).not.toContain('<svg');
    await preloadDeferred();
    expect(renderToStaticMarkup(<Part label="Network" />)).toContain('<svg aria-label="Network">');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads, for the prerenderer, whatever a module registered', async () => {
    let loaded = false;
    loadBeforePrerender(async () => {
      loaded = true;
    });
    await preloadDeferred();
    expect(loaded).toBe(true);
  });
});
