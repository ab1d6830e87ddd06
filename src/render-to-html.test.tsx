import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from './render-to-html';

function Policy({ fail }: { fail: boolean }) {
  if (fail) throw new ReferenceError('company is not defined');
  return <p>Contact us.</p>;
}

describe('renderToHtml', () => {
  it('renders a page whole', async () => {
    expect(
      await renderToHtml(
        <Suspense fallback="Loading">
          <Policy fail={false} />
        </Suspense>,
      ),
    ).toBe('<!--$--><p>Contact us.</p><!--/$-->');
  });

  it('refuses to leave part of a page to the browser, with the error that caused it', async () => {
    await expect(
      renderToHtml(
        <Suspense fallback="Loading">
          <Policy fail />
        </Suspense>,
      ),
    ).rejects.toThrow(/company is not defined/);
  });

  it('passes an error outside any Suspense boundary on', async () => {
    await expect(
      renderToHtml(
        <div>
          <Policy fail />
        </div>,
      ),
    ).rejects.toThrow(/company is not defined/);
  });
});
