import { decodeEntities } from './html-entities';
import { HtmlTokenizer, type Attr } from './html-tokenizer';
import { escapeAttribute, escapeText, type SafeHtml } from './safe-html';
import { IMAGE_SCHEMES, LINK_SCHEMES, safeUrl } from './url-policy';

/**
 * Allow-list sanitiser for upstream texts where HTML is expected (ARCHITECTURE rule 9). It
 * tokenizes, keeps only the tags and attributes below, and writes everything out again itself:
 * text is decoded then escaped, every attribute value is double-quoted and escaped, every kept
 * element is closed. So nothing the input spells (entities, odd quoting, case, control
 * characters) reaches the page except through our own serialisation, and
 * `sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x)`.
 *
 * Decisions:
 * - `class` is kept only for the tokens in ALLOWED_CLASSES (text alignment); any other class
 *   could switch on one of our own utility classes (`fixed inset-0 …`) and redress the page.
 * - `style`, `id`, `rel`, `on*` and every attribute not listed in ATTRS are dropped.
 * - `<a target>` is kept only as `_blank`, which always gets `rel="noopener noreferrer"`.
 * - An `<img>` without a usable `src` is dropped; an `<a>` with a bad `href` keeps its text.
 * - Unknown tags (`font`, `h1`, `center`, custom elements) are dropped, their text is kept.
 * - Bounds: input past MAX_INPUT_CHARS is ignored; output stops taking text and new tags at
 *   MAX_OUTPUT_CHARS (open elements are still closed); nesting deeper than MAX_DEPTH keeps the
 *   text but not the tags.
 */

export const MAX_INPUT_CHARS = 256 * 1024;
export const MAX_OUTPUT_CHARS = 200 * 1024;
export const MAX_DEPTH = 64;

export const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'hr',
  'small',
  'sup',
  'sub',
] as const;
export const ALLOWED_CLASSES = ['text-left', 'text-center', 'text-right'] as const;

const ALLOWED = new Set<string>(ALLOWED_TAGS);
const VOID = new Set(['br', 'img', 'hr']);
const CLASSES = new Set<string>(ALLOWED_CLASSES);

/** Elements whose content is raw text up to their end tag; dropped whole. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);
/** Elements dropped with all their content, counting nested ones of the same name. */
const DROP_WITH_CONTENT = new Set(['object', 'svg', 'math', 'template', 'select', 'form', 'applet', 'frameset', 'head']);

/** Starting one of these closes an open `<p>` (the HTML parser does the same). */
const CLOSES_P = new Set(['p', 'div', 'ul', 'ol', 'h3', 'h4', 'h5', 'blockquote', 'table', 'hr']);
const TABLE_PARTS = new Set(['thead', 'tbody', 'tr', 'th', 'td']);
const HEADINGS = new Set(['h3', 'h4', 'h5']);

const DIMENSION = /^\d{1,5}$/;
const SPAN = /^[1-9]\d{0,2}$/;

function keptAttributes(tag: string, attrs: Attr[]): string | null {
  const get = (name: string): string | undefined => {
    const found = attrs.find((a) => a.name === name);
    return found === undefined ? undefined : decodeEntities(found.value, true);
  };
  const out: [string, string][] = [];
  if (tag === 'a') {
    const href = get('href');
    const url = href === undefined ? null : safeUrl(href, LINK_SCHEMES);
    if (url !== null) out.push(['href', url]);
    if (get('target')?.trim().toLowerCase() === '_blank') out.push(['target', '_blank'], ['rel', 'noopener noreferrer']);
  } else if (tag === 'img') {
    const src = get('src');
    const url = src === undefined ? null : safeUrl(src, IMAGE_SCHEMES);
    if (url === null) return null;
    out.push(['src', url]);
    const alt = get('alt');
    if (alt !== undefined) out.push(['alt', alt]);
    for (const name of ['width', 'height']) {
      const v = get(name)?.trim();
      if (v !== undefined && DIMENSION.test(v)) out.push([name, v]);
    }
    const loading = get('loading')?.trim().toLowerCase();
    if (loading === 'lazy' || loading === 'eager') out.push(['loading', loading]);
  } else if (tag === 'td' || tag === 'th') {
    for (const name of ['colspan', 'rowspan']) {
      const v = get(name)?.trim();
      if (v !== undefined && SPAN.test(v)) out.push([name, v]);
    }
  }
  const classes = [...new Set((get('class') ?? '').split(/[\t\n\f\r ]+/).filter((c) => CLASSES.has(c)))];
  if (classes.length > 0) out.push(['class', classes.join(' ')]);
  return out.map(([n, v]) => ` ${n}="${escapeAttribute(v)}"`).join('');
}

/** Characters that are never content: controls other than tab and line breaks, and NUL. */
const CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

class Writer {
  private readonly parts: string[] = [];
  private length = 0;
  private full = false;
  readonly stack: string[] = [];

  get stopped(): boolean {
    return this.full;
  }

  text(decoded: string): void {
    if (this.full || decoded === '') return;
    let escaped = escapeText(decoded);
    if (this.length + escaped.length > MAX_OUTPUT_CHARS) {
      // Cut on decoded characters so no entity is split, then stop for good.
      let kept = '';
      let size = this.length;
      for (const ch of decoded) {
        const e = escapeText(ch);
        if (size + e.length > MAX_OUTPUT_CHARS) break;
        kept += ch;
        size += e.length;
      }
      escaped = escapeText(kept);
      this.full = true;
    }
    this.parts.push(escaped);
    this.length += escaped.length;
  }

  open(tag: string, attributes: string): void {
    if (this.full) return;
    const html = VOID.has(tag) ? `<${tag}${attributes} />` : `<${tag}${attributes}>`;
    if (this.length + html.length > MAX_OUTPUT_CHARS) {
      this.full = true;
      return;
    }
    this.parts.push(html);
    this.length += html.length;
    if (!VOID.has(tag)) this.stack.push(tag);
  }

  /** Closes open elements down to and including the one at `index`; end tags are never capped. */
  closeTo(index: number): void {
    while (this.stack.length > index) {
      const tag = this.stack.pop() as string;
      this.parts.push(`</${tag}>`);
      this.length += tag.length + 3;
    }
  }

  /** Index of the innermost open `tag`, not looking past `boundaries`; -1 when none. */
  find(tag: string | ((t: string) => boolean), boundaries: ReadonlySet<string> = new Set()): number {
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const t = this.stack[i] as string;
      if (typeof tag === 'string' ? t === tag : tag(t)) return i;
      if (boundaries.has(t)) return -1;
    }
    return -1;
  }

  result(): SafeHtml {
    this.closeTo(0);
    return this.parts.join('') as SafeHtml;
  }
}

const TABLE_SCOPE = new Set(['table']);
const CELL_SCOPE = new Set(['table', 'td', 'th']);
const LIST_ITEM_SCOPE = new Set(['ul', 'ol', 'table', 'td', 'th', 'blockquote']);

/** The end tags the HTML parser would imply before `tag` opens, so our tree is the browser's. */
function closeImplied(w: Writer, tag: string): void {
  if (CLOSES_P.has(tag) || tag === 'li') {
    const p = w.find('p', CELL_SCOPE);
    if (p !== -1) w.closeTo(p);
  }
  if (HEADINGS.has(tag) && HEADINGS.has(w.stack[w.stack.length - 1] ?? '')) w.closeTo(w.stack.length - 1);
  if (tag === 'li') {
    const li = w.find('li', LIST_ITEM_SCOPE);
    if (li !== -1) w.closeTo(li);
  }
  if (tag === 'a') {
    const a = w.find('a', CELL_SCOPE);
    if (a !== -1) w.closeTo(a);
  }
  if (tag === 'td' || tag === 'th') {
    const cell = w.find((t) => t === 'td' || t === 'th', TABLE_SCOPE);
    if (cell !== -1) w.closeTo(cell);
  }
  if (tag === 'tr') {
    const row = w.find('tr', TABLE_SCOPE);
    const cell = w.find((t) => t === 'td' || t === 'th', TABLE_SCOPE);
    if (row !== -1 || cell !== -1) w.closeTo(row !== -1 ? row : cell);
  }
  if (tag === 'thead' || tag === 'tbody') {
    const table = w.find('table');
    if (table !== -1) w.closeTo(table + 1);
  }
}

export function sanitizeHtml(html: string): SafeHtml {
  let input = typeof html === 'string' ? html : '';
  if (input.length > MAX_INPUT_CHARS) input = input.slice(0, MAX_INPUT_CHARS);
  input = input.replace(/\u0000/g, '');
  const tokens = new HtmlTokenizer(input);
  const w = new Writer();
  let skipping: { tag: string; depth: number } | null = null;

  for (let token = tokens.next(); token !== null && !w.stopped; token = tokens.next()) {
    if (token.type === 'start' && RAW_TEXT.has(token.name)) {
      tokens.skipRawText(token.name);
      continue;
    }
    if (skipping !== null) {
      if (token.type === 'start' && token.name === skipping.tag && !token.selfClosing) skipping.depth++;
      if (token.type === 'end' && token.name === skipping.tag && --skipping.depth === 0) skipping = null;
      continue;
    }
    if (token.type === 'text') {
      w.text(decodeEntities(token.raw).replace(CONTROLS, ''));
    } else if (token.type === 'start') {
      if (token.name === 'plaintext') break;
      if (DROP_WITH_CONTENT.has(token.name)) {
        // `<svg/>` and `<math/>` are complete in foreign content; elsewhere `/>` means nothing.
        const selfContained = token.selfClosing && (token.name === 'svg' || token.name === 'math');
        if (!selfContained) skipping = { tag: token.name, depth: 1 };
        continue;
      }
      const tag = token.name;
      if (!ALLOWED.has(tag)) continue;
      if (TABLE_PARTS.has(tag) && w.find('table') === -1) continue;
      closeImplied(w, tag);
      if (!VOID.has(tag) && w.stack.length >= MAX_DEPTH) continue;
      const attributes = keptAttributes(tag, token.attrs);
      if (attributes === null) continue;
      w.open(tag, attributes);
    } else {
      if (!ALLOWED.has(token.name) || VOID.has(token.name)) continue;
      const at = w.find(token.name);
      if (at !== -1) w.closeTo(at);
    }
  }
  return w.result();
}

/** Spec 3.1: multi-line texts get their line breaks as `<br />`, then pass the sanitiser. */
export function multilineToSafeHtml(text: string | null | undefined): SafeHtml {
  return sanitizeHtml((text ?? '').replace(/\r\n|\r|\n/g, '<br />'));
}
