// The workers' copy of React's Node stream renderer (edge/render/stream.ts says why the Node build):
// node_modules/react-dom/cjs/react-dom-server.node.production.js with its writer replaced, written
// to worker-aliases/generated/ and bundled through worker-aliases/react-dom-server-node.cjs.
//
// Why: React writes a page as thousands of small strings (a tag's name, each attribute, each
// text) and its writer encodes every one of them on its own into a 4 KB buffer
// (`TextEncoder.encodeInto` on a fresh `subarray` view per string): a quarter of a page-cache
// miss's CPU in the bench's profile. The copy's writer appends them to one string instead (V8
// joins strings without copying) and encodes it once per 8 K characters and at each flush, and
// keeps its precomputed chunks as strings, so there is nothing else to encode. Once bytes are
// pending (kept HTML, below), text and bytes are joined into one buffer per flush, written out
// early past 64 KB (a single kept part can be larger): every chunk a stream carries costs its
// reader a read, and with a chunk per kept part the item page's render on a miss measured
// 5-10 % slower (3 chunks now). The bytes written
// are the same (scripts/react-worker-copy.test.ts streams the same trees through both); what
// React renders, when it flushes and in what order, is untouched.
//
// Kept HTML (src/ui/kept-html.tsx) is most of an item page and the same on every page-cache
// miss: the store hands React a `KeptText` whose UTF-8 it encoded once, and the copy's inner HTML
// pushes those bytes instead of the text (`keptUtf8`), so they are not encoded again per page.
// The writer copies such bytes into the buffer it sends: a byte stream takes over the buffer it
// is given, and the kept bytes are the store's. Every other renderer reads the text (`"" + html`).
//
// Written by scripts/build.mjs and before a dry run, like the zod copy; not committed. Each
// replacement must match exactly once: a React update that changes these lines fails the build
// here rather than shipping a half-patched writer.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(root, 'node_modules/react-dom/cjs/react-dom-server.node.production.js');
export const REACT_COPY = join(root, 'worker-aliases/generated/react-dom-server.node.production.cjs');

const WRITER = `var pendingText = "",
  pendingParts = [],
  pendingSize = 0,
  destinationHasCapacity$1 = !0;
function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    pendingText += chunk;
    8192 < pendingText.length &&
      (0 === pendingParts.length
        ? (writeToDestination(destination, pendingText), (pendingText = ""))
        : 65536 < pendingSize + 3 * pendingText.length &&
          writePending(destination));
  } else if (0 === chunk.byteLength) {
    if (supportsArrayBufferDetached && chunk.buffer.detached)
      throw Error(
        "Cannot transport a detached buffer. This usually happens when trying to transport multiple buffer-spanning views on the same underyling buffer. Either reuse the exact same view by identity or copy the underlying buffer manually via \`view.slice()\`."
      );
  } else
    0 < pendingText.length &&
      (pendingParts.push(pendingText),
      (pendingSize += 3 * pendingText.length),
      (pendingText = "")),
      pendingParts.push(chunk),
      (pendingSize += chunk.byteLength),
      65536 < pendingSize && writePending(destination);
}
function writePending(destination) {
  0 < pendingText.length &&
    (pendingParts.push(pendingText),
    (pendingSize += 3 * pendingText.length),
    (pendingText = ""));
  for (
    var buffer = new Uint8Array(pendingSize), at = 0, i = 0;
    i < pendingParts.length;
    i++
  ) {
    var part = pendingParts[i];
    "string" === typeof part
      ? (at += textEncoder.encodeInto(part, buffer.subarray(at)).written)
      : (buffer.set(part, at), (at += part.byteLength));
  }
  pendingParts = [];
  pendingSize = 0;
  writeToDestination(destination, buffer.subarray(0, at));
}
`;

const COMPLETE = `function completeWriting(destination) {
  0 < pendingParts.length
    ? writePending(destination)
    : 0 < pendingText.length && destination.write(pendingText);
  pendingText = "";
  destinationHasCapacity$1 = !0;
}`;

/** [what, pattern, replacement]: each pattern must occur exactly `times` times. */
const EDITS = [
  ['writer state and writeChunk', /var currentView = null,\n  writtenBytes = 0,\n  destinationHasCapacity\$1 = !0;\nfunction writeChunk\(destination, chunk\) \{[\s\S]*?\n\}\n(?=function writeToDestination)/g, WRITER, 1],
  ['completeWriting', /function completeWriting\(destination\) \{\n  currentView &&\n    0 < writtenBytes &&\n    destination\.write\(currentView\.subarray\(0, writtenBytes\)\);\n  currentView = null;\n  writtenBytes = 0;\n  destinationHasCapacity\$1 = !0;\n\}/g, COMPLETE, 1],
  ['precomputed chunks kept as text', /function stringToPrecomputedChunk\(content\) \{\n  return textEncoder\.encode\(content\);\n\}/g, 'function stringToPrecomputedChunk(content) {\n  return content;\n}', 1],
  // React sums each finished segment's UTF-8 bytes only to decide when to move a finished section
  // out of line (progressiveChunkSize, and a 500-byte floor). edge/render/stream.ts never wants
  // that (progressiveChunkSize is MAX_SAFE_INTEGER: sections go out in place), and with every chunk
  // a string the sums cost a twentieth of a render; null is React's own "sizes unknown" (its
  // finishedSegment tests for it), under which a section is never outlined for its size.
  ['no byte sums of finished segments', /function byteLengthOfChunk\(chunk\) \{\n  return "string" === typeof chunk\n    \? Buffer\.byteLength\(chunk, "utf8"\)\n    : chunk\.byteLength;\n\}/g, 'var byteLengthOfChunk = null;', 1],
  ['buffer resets at each flush', /currentView = new Uint8Array\(4096\);\n(\s*)writtenBytes = 0;/g, 'pendingText = "";\n$1pendingParts = [];\n$1pendingSize = 0;', 2],
  ['kept HTML written as its bytes', /null !== innerHTML && void 0 !== innerHTML && target\.push\("" \+ innerHTML\);/g, 'null !== innerHTML &&\n      void 0 !== innerHTML &&\n      target.push(innerHTML.keptUtf8 instanceof Uint8Array ? innerHTML.keptUtf8 : "" + innerHTML);', 1],
];

export function patchReactServer(source) {
  let out = source;
  for (const [what, pattern, replacement, times] of EDITS) {
    const found = out.match(pattern)?.length ?? 0;
    if (found !== times) throw new Error(`react-worker-copy: "${what}" matched ${found} times, expected ${times}; React changed, update scripts/react-worker-copy.mjs`);
    out = out.replace(pattern, replacement);
  }
  if (/currentView|writtenBytes/.test(out)) throw new Error('react-worker-copy: the old writer is still referenced; update scripts/react-worker-copy.mjs');
  return out;
}

/** Writes the copy if it is missing or stale; whether it wrote. */
export function writeReactWorkerCopy() {
  const content = patchReactServer(readFileSync(SOURCE, 'utf8'));
  if (existsSync(REACT_COPY) && readFileSync(REACT_COPY, 'utf8') === content) return false;
  mkdirSync(dirname(REACT_COPY), { recursive: true });
  writeFileSync(REACT_COPY, content);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`react worker copy: ${writeReactWorkerCopy() ? 'written' : 'up to date'}`);
