/**
 * The one rule for text that goes into a mail header (the subject), shared by the form and the
 * server: no line break and no control character, since either could start a header of its own.
 * The form flattens them to spaces; the server refuses a subject that still has one.
 */
const headerBreaking = '[\\p{Cc}\\p{Zl}\\p{Zp}]';

/** Whether `text` holds a line break or control character. */
export const breaksHeader = (text: string) => new RegExp(headerBreaking, 'u').test(text);

/** `text` on one line: every run of line breaks and control characters becomes one space. */
export const toHeaderLine = (text: string) => text.replace(new RegExp(`${headerBreaking}+`, 'gu'), ' ');
