/**
 * What member text never keeps (issue 27): C0 and C1 controls but tab and line feed, DEL, the
 * bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069) and the direction marks
 * (U+200E/F), which make a review or a name read differently from what it holds, and lone
 * surrogates, which are no text at all (and break whatever encodes them next).
 */
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Member text as kept: line breaks as `\n`, unsafe characters dropped; one line (tabs and breaks as spaces) unless `multiline`. */
export function cleanMemberText(text: string, multiline: boolean): string {
  const kept = text.replace(/\r\n?/g, '\n').replace(UNSAFE_IN_TEXT, '');
  return multiline ? kept : kept.replace(/[\t\n]/g, ' ');
}

/** Whether `text` holds a character member text never keeps (a name refuses rather than strips). */
export function hasUnsafeText(text: string): boolean {
  UNSAFE_IN_TEXT.lastIndex = 0;
  return UNSAFE_IN_TEXT.test(text);
}
