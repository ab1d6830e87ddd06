/**
 * An article body drawn in the editor as the site draws it (src/components/blog/article-body.tsx),
 * with what the site's page gives it and the editor otherwise lacks: a router around it (its
 * links to pages of the site are router links), and the pictures its lines name, from the
 * editor's server (editorPictures). Whatever still goes
 * wrong while drawing shows in place, in plain words, and never takes the form or the text with it.
 */
import { Component, useMemo, type ReactNode } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router';
import { ArticleBody } from '../../../src/components/blog/article-body';
import { parseArticleBody } from '../../../src/lib/article-body';
import type { ImageAsset, ImageFormat } from '../../../src/lib/images';

/** The width a picture is assumed to have until it loads: the article column's largest (src/lib/images.ts). */
const ASSUMED = { width: 1200, height: 675 };

const formatOf = (src: string): ImageFormat => {
  const extension = /\.([a-z0-9]+)$/i.exec(src)?.[1]?.toLowerCase();
  return extension === 'png' ? 'png' : extension === 'webp' ? 'webp' : extension === 'avif' ? 'avif' : 'jpeg';
};

/**
 * Each picture the body names, as one file at its address on the editor's server, which serves
 * content/images/ at /images/ as the site does (the build makes the sizes; the preview needs
 * one). A body can only name a saved picture: an article has no picture field, and the Media
 * page writes an upload at once. A picture not there shows its description, and the check
 * beside the form names it.
 */
export function editorPictures(body: string): Record<string, ImageAsset> {
  const pictures: Record<string, ImageAsset> = {};
  for (const block of parseArticleBody(body)) {
    if (block.type !== 'image') continue;
    pictures[block.src] = {
      src: block.src,
      use: 'article',
      ...ASSUMED,
      variants: [{ path: block.src, ...ASSUMED, format: formatOf(block.src) }],
    };
  }
  return pictures;
}

interface BoundaryProps {
  children: ReactNode;
  /** The text drawn: a new text tries again. */
  resetKey: string;
  /** What the marketer is told, before the error's own words. */
  what: string;
}

/** Catches a drawing error of its children and says it in place; the next change of `resetKey` tries again. */
export class DrawingBoundary extends Component<BoundaryProps, { error?: Error; key: string }> {
  state: { error?: Error; key: string } = { key: this.props.resetKey };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        data-testid="drawing-problem"
        className="m-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <p className="font-semibold">{this.props.what}</p>
        <p className="mt-1">{this.state.error.message}</p>
        <p className="mt-1">Your text is kept. The content check lists what to change; the drawing comes back as you type.</p>
      </div>
    );
  }
}

/** The article body as the site draws it, inside a router (its own where there is none), with its pictures, behind a boundary. */
export function ArticleView({ body, className }: { body: string; className?: string }) {
  const pictures = useMemo(() => editorPictures(body), [body]);
  const drawn = (
    <DrawingBoundary resetKey={body} what="This part of the article cannot be drawn yet.">
      <ArticleBody body={body} images={pictures} className={className} />
    </DrawingBoundary>
  );
  // The preview pane has a router already (previews.tsx); the form's widget has none.
  return useInRouterContext() ? drawn : <MemoryRouter>{drawn}</MemoryRouter>;
}
