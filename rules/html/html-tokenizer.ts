/**
 * A small HTML tokenizer for the sanitiser, following the WHATWG tokenizer where it decides
 * what is a tag and what is text: a tag opens only with `<` + ASCII letter; attribute values
 * may be quoted or not; a tag cut off by the end of input is dropped together with everything
 * after it (as browsers do); comments, `<!…>` and `<?…>` are skipped. No DOM, no regex
 * backtracking: one linear pass, so it runs the same in workerd, Node and the browser.
 */

export type Attr = { name: string; value: string };
export type Token = { type: 'text'; raw: string } | { type: 'start'; name: string; attrs: Attr[]; selfClosing: boolean } | { type: 'end'; name: string };

const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isAlpha = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');

export class HtmlTokenizer {
  private pos = 0;

  constructor(private readonly src: string) {}

  get done(): boolean {
    return this.pos >= this.src.length;
  }

  /** The next token, or null at the end of input. */
  next(): Token | null {
    const { src } = this;
    while (this.pos < src.length) {
      const lt = src.indexOf('<', this.pos);
      if (lt === -1) {
        const raw = src.slice(this.pos);
        this.pos = src.length;
        return { type: 'text', raw };
      }
      if (lt > this.pos) {
        const raw = src.slice(this.pos, lt);
        this.pos = lt;
        return { type: 'text', raw };
      }
      const c = src.charAt(lt + 1);
      if (isAlpha(c)) {
        this.pos = lt + 1;
        return this.tag(false);
      }
      if (c === '/') {
        const d = src.charAt(lt + 2);
        if (isAlpha(d)) {
          this.pos = lt + 2;
          return this.tag(true);
        }
        // `</>` vanishes; `</3…` is a bogus comment up to the next `>`.
        this.pos = d === '>' ? lt + 3 : this.skipPast('>', lt + 2);
        continue;
      }
      if (c === '!') {
        this.pos = src.startsWith('!--', lt + 1) ? this.skipComment(lt + 4) : this.skipPast('>', lt + 2);
        continue;
      }
      if (c === '?') {
        this.pos = this.skipPast('>', lt + 2);
        continue;
      }
      // A `<` that opens nothing is text.
      this.pos = lt + 1;
      return { type: 'text', raw: '<' };
    }
    return null;
  }

  /**
   * Skips the content of a raw-text element (script, style, textarea, …) up to and including
   * its end tag; with no end tag, the rest of the input goes.
   */
  skipRawText(name: string): void {
    // Tag names reaching here are from the sanitiser's fixed lists: letters only, no escaping needed.
    const endTag = new RegExp(`</${name}(?=[\\t\\n\\f\\r />]|$)`, 'gi');
    endTag.lastIndex = this.pos;
    const found = endTag.exec(this.src);
    if (!found) {
      this.pos = this.src.length;
      return;
    }
    this.pos = found.index + 2;
    this.tag(true);
  }

  /** Skips everything that is left. */
  skipRest(): void {
    this.pos = this.src.length;
  }

  private skipPast(ch: string, from: number): number {
    const at = this.src.indexOf(ch, from);
    return at === -1 ? this.src.length : at + 1;
  }

  private skipComment(from: number): number {
    const { src } = this;
    // `<!-->` and `<!--->` close at once (abrupt closing of an empty comment).
    if (src.charAt(from) === '>') return from + 1;
    if (src.startsWith('->', from)) return from + 2;
    const a = src.indexOf('-->', from);
    const b = src.indexOf('--!>', from);
    if (a === -1 && b === -1) return src.length;
    if (b === -1 || (a !== -1 && a < b)) return a + 3;
    return b + 4;
  }

  /** Reads a tag after `<` or `</`; null (and end of input) when the input ends inside it. */
  private tag(isEnd: boolean): Token | null {
    const { src } = this;
    let i = this.pos;
    const nameStart = i;
    while (i < src.length && !isSpace(src.charAt(i)) && src.charAt(i) !== '/' && src.charAt(i) !== '>') i++;
    const name = src.slice(nameStart, i).toLowerCase();
    const attrs: Attr[] = [];
    const seen = new Set<string>();
    let selfClosing = false;
    for (;;) {
      while (i < src.length && isSpace(src.charAt(i))) i++;
      if (i >= src.length) return this.eof();
      const c = src.charAt(i);
      if (c === '>') {
        this.pos = i + 1;
        return isEnd ? { type: 'end', name } : { type: 'start', name, attrs, selfClosing };
      }
      if (c === '/') {
        i++;
        selfClosing = src.charAt(i) === '>';
        continue;
      }
      selfClosing = false;
      const attrStart = i;
      i++; // the first character may be `=`
      while (i < src.length) {
        const a = src.charAt(i);
        if (isSpace(a) || a === '/' || a === '>' || a === '=') break;
        i++;
      }
      const attrName = src.slice(attrStart, i).toLowerCase();
      while (i < src.length && isSpace(src.charAt(i))) i++;
      let value = '';
      if (src.charAt(i) === '=') {
        i++;
        while (i < src.length && isSpace(src.charAt(i))) i++;
        const q = src.charAt(i);
        if (q === '"' || q === "'") {
          const close = src.indexOf(q, i + 1);
          if (close === -1) return this.eof();
          value = src.slice(i + 1, close);
          i = close + 1;
        } else {
          const vStart = i;
          while (i < src.length && !isSpace(src.charAt(i)) && src.charAt(i) !== '>') i++;
          value = src.slice(vStart, i);
        }
      }
      // The first of duplicate attributes wins, as in browsers.
      if (!seen.has(attrName)) {
        seen.add(attrName);
        attrs.push({ name: attrName, value });
      }
    }
  }

  private eof(): null {
    this.pos = this.src.length;
    return null;
  }
}
