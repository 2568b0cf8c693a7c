/**
 * What member text never keeps (issue 27): C0 and C1 controls but tab and line feed, DEL, the
 * bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069) and the direction marks
 * (U+200E/F, and the Arabic letter mark U+061C, which reorders text the same way), which make a
 * review or a name read differently from what it holds; the zero-width space and non-joiner
 * (U+200B/C) and the byte-order mark (U+FEFF), which hide inside a word so two texts that look
 * the same differ (a name, a keyword a filter looks for); the tag characters (U+E0000-E007F),
 * invisible ASCII that can carry a hidden message; and lone surrogates, which are no text at all
 * (and break whatever encodes them next). Written without the `u` flag, so a tag is its pair
 * of UTF-16 units (U+DB40, then U+DC00-DC7F).
 */
const UNSAFE_IN_TEXT =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The zero-width joiner (U+200D) hides inside a word like U+200B, but it is also what joins an
 * emoji sequence (👨‍👩‍👧, ❤️‍🔥): it is kept only between two pictographs (the first may carry
 * its variation selector or skin tone).
 */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** The Unicode line and paragraph separators (U+2028/9) are line breaks; read as `\n` like CR LF. */
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

/** Member text as kept: line breaks as `\n`, unsafe characters dropped; one line (tabs and breaks as spaces) unless `multiline`. */
export function cleanMemberText(text: string, multiline: boolean): string {
  // Lone surrogates go first: the `u`-flag joiner pattern then reads only whole characters.
  const kept = text.replace(LINE_BREAK, '\n').replace(UNSAFE_IN_TEXT, '').replace(STRAY_JOINER, '');
  return multiline ? kept : kept.replace(/[\t\n]/g, ' ');
}

/**
 * Whether `text` holds a character member text never keeps (a name refuses rather than strips),
 * or a Unicode line separator, which a one-line name has no place for.
 */
export function hasUnsafeText(text: string): boolean {
  UNSAFE_IN_TEXT.lastIndex = 0;
  if (UNSAFE_IN_TEXT.test(text) || /[\u2028\u2029]/.test(text)) return true;
  STRAY_JOINER.lastIndex = 0;
  return STRAY_JOINER.test(text);
}
