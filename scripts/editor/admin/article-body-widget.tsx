/**
 * The article body's widget: the text in the article line syntax on the left, the body as the
 * site renders it (tab and pipe rows, checklists, headings, pictures, links) on the right,
 * updated as the marketer types (article-view.tsx: in a router, with its pictures, and any
 * drawing error shown in place). Tab types a tab, since tab rows make tables; Escape then Tab
 * leaves the field, as code editors do, and Shift+Tab always goes back to the field before.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { ArticleView } from './article-view';

export interface WidgetProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
}

/**
 * The text as typed, kept here: Decap hands a new entry's widget back values older than the
 * keys already typed (seen in Chromium: the first ten characters typed into a new article's
 * body vanished), and a controlled field would put them back. A value from Decap that this field
 * sent is such an echo and ignored; any other (an entry loaded, a backup restored) replaces it.
 */
function useTypedText(value: string, onChange: (value: string) => void): [string, (next: string) => void] {
  // The text shown, and the values sent to Decap since its last value of its own (the last 50).
  const [typed, setTyped] = useState({ text: value, sent: [value] });
  const echo = typed.sent.includes(value);
  if (!echo && value !== typed.text) setTyped({ text: value, sent: [value] });
  const type = (next: string) => {
    setTyped((before) => ({ text: next, sent: [...before.sent.slice(-49), next] }));
    onChange(next);
  };
  return [echo ? typed.text : value, type];
}

export function ArticleBodyControl({ value = '', onChange, forID, classNameWrapper }: WidgetProps) {
  const [text, type] = useTypedText(value, onChange);
  // Escape lets the next Tab leave the field; any other key takes that back.
  const leaving = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      leaving.current = true;
      return;
    }
    const leave = leaving.current;
    leaving.current = false;
    if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || leave) return;
    event.preventDefault();
    const field = event.currentTarget;
    // In place, caret after the tab: React then sees the value it already has and leaves the caret alone.
    field.setRangeText('\t', field.selectionStart, field.selectionEnd, 'end');
    type(field.value);
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem' }}>
      <textarea
        id={forID}
        className={classNameWrapper}
        style={{ minHeight: '32rem', fontFamily: 'monospace', whiteSpace: 'pre', tabSize: 8 }}
        value={text}
        aria-describedby={`${forID}-keys`}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div
        data-testid="article-body-rendered"
        className="translytix-body-rendered"
        style={{ maxHeight: '40rem', overflow: 'auto', border: '1px solid #ddd', padding: '1rem', background: 'white' }}
      >
        {/* The form has none of the site's styles: a picture keeps its shape and fits the column. */}
        <style>{'.translytix-body-rendered img { max-width: 100%; height: auto; }'}</style>
        <ArticleView body={text} />
      </div>
      <p id={`${forID}-keys`} style={{ gridColumn: '1 / -1', margin: 0, fontSize: '0.8rem', color: '#555' }}>
        Tab types a tab (tab rows make a table). To leave the field with the keyboard, press Escape, then Tab.
      </p>
    </div>
  );
}

export function ArticleBodyPreview({ value = '' }: { value?: string }) {
  return <ArticleView body={value} />;
}
