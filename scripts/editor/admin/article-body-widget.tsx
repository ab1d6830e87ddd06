/**
 * The article body's widget: the text in the article line syntax on the left, the body as the
 * site renders it (src/components/blog/article-body.tsx: tab and pipe rows, checklists,
 * headings) on the right, updated as the marketer types.
 */
import { ArticleBody } from '../../../src/components/blog/article-body';

export interface WidgetProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
}

export function ArticleBodyControl({ value = '', onChange, forID, classNameWrapper }: WidgetProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem' }}>
      <textarea
        id={forID}
        className={classNameWrapper}
        style={{ minHeight: '32rem', fontFamily: 'monospace', whiteSpace: 'pre', tabSize: 8 }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <div
        data-testid="article-body-rendered"
        style={{ maxHeight: '40rem', overflow: 'auto', border: '1px solid #ddd', padding: '1rem', background: 'white' }}
      >
        <ArticleBody body={value} />
      </div>
    </div>
  );
}

export function ArticleBodyPreview({ value = '' }: { value?: string }) {
  return <ArticleBody body={value} />;
}
