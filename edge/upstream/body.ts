/**
 * Reading an upstream answer under a deadline. A transport that ignores its abort signal, or a
 * body that never ends, must still not hold a page past its timeout, so every await here races
 * the signal, and the body is cancelled when the signal fires.
 */

/** Bodies larger than this are refused rather than buffered (an edge isolate has 128 MB). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

const noop = () => undefined;

/** `p`, or a rejection with the signal's reason as soon as it aborts (`onAbort` runs first). */
export function abortable<T>(p: Promise<T>, signal: AbortSignal, onAbort?: () => void): Promise<T> {
  if (signal.aborted) {
    p.catch(noop);
    onAbort?.();
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      onAbort?.();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', abort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(e);
      },
    );
  });
}

/** The body as UTF-8 text, at most `limit` bytes, cancelled when `signal` aborts. */
export async function readBody(res: Response, signal: AbortSignal, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    res.body?.cancel().catch(noop);
    throw new BodyTooLargeError(`Body of ${declared} bytes exceeds ${limit}`);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const cancel = () => {
    reader.cancel().catch(noop);
  };
  const decoder = new TextDecoder();
  let size = 0;
  let out = '';
  for (;;) {
    const chunk = await abortable(reader.read(), signal, cancel);
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > limit) {
      cancel();
      throw new BodyTooLargeError(`Body exceeds ${limit} bytes`);
    }
    out += decoder.decode(chunk.value, { stream: true });
  }
  return out + decoder.decode();
}
