// A local-development fix for wrangler 4.86's ProxyWorker (the worker in front of ours that
// `wrangler dev` puts on the public port), applied by scripts/start.mjs before wrangler starts.
//
// Why: the ProxyWorker forwards every request to our worker over pooled keep-alive
// connections. kj closes an idle pooled connection after 5 s on both ends, and a request written
// onto one at that moment fails with "Network connection lost" before our worker ever reads it
// (cloudflare/workers-sdk#14641). wrangler then answers a POST with 503 "Your worker restarted
// mid-request" although nothing restarted: a login, a cart add or the identity provider's form
// post is lost now and then, in `npm start` and in the browser tests alike. Later wrangler
// versions retry GET and HEAD only, and they need Node 22 (TOOLCHAIN.md), so we patch ours.
//
// What: requests go through `forwardToUserWorker` below. A body of known size up to 1 MB is
// read once so it can be sent again; a failed send is retried on a fresh connection, at once and
// then after 250 ms, but only while the same user worker is running (a real reload keeps
// wrangler's own handling). A body of unknown or larger size is streamed as before, unretried.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PATCH_MARKER = '/* storefront: forwardToUserWorker (scripts/wrangler-proxy-patch.mjs) */';
export const FORWARD_CALL = 'void fetch(userWorkerUrl, new Request(request, { headers }))';
const PATCHED_CALL = 'void forwardToUserWorker(fetch, userWorkerUrl, request, headers, () => this.proxyData === proxyData)';

/**
 * Sends `request` to the user worker, again on a connection failure while `sameWorker()` holds.
 * Self-contained (it is copied into the ProxyWorker's source with Function#toString), so it
 * names no module-level binding.
 */
export async function forwardToUserWorker(fetchImpl, url, request, headers, sameWorker) {
  const maxReplayable = 1024 * 1024;
  const delays = [0, 250];
  const declared = request.headers.get('content-length');
  const bodyless = request.method === 'GET' || request.method === 'HEAD' || request.body === null;
  const replayable = bodyless || (declared !== null && /^\d+$/.test(declared) && Number(declared) <= maxReplayable);
  if (!replayable) return fetchImpl(url, new Request(request, { headers }));
  const body = bodyless ? undefined : await request.arrayBuffer();
  const send = () => fetchImpl(url, body === undefined ? new Request(request, { headers }) : new Request(request, { headers, body }));
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= delays.length || !sameWorker()) throw error;
      if (delays[attempt] > 0) await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

/** The patched source, or null when `source` is not the ProxyWorker this patch was written for. */
export function patchProxyWorkerSource(source) {
  if (source.includes(PATCH_MARKER)) return source;
  const at = source.indexOf(FORWARD_CALL);
  if (at < 0 || source.indexOf(FORWARD_CALL, at + 1) >= 0) return null;
  return `${source.replace(FORWARD_CALL, PATCHED_CALL)}\n${PATCH_MARKER}\n${forwardToUserWorker.toString()}\n`;
}

/**
 * Patches node_modules/wrangler in place (idempotent; the file is replaced by rename, so a
 * second `npm start` beside a running one never reads half a file). Returns what it did.
 */
export function patchWranglerProxy(root) {
  const file = proxyWorkerPath(root);
  let source;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return 'missing';
  }
  const patched = patchProxyWorkerSource(source);
  if (patched === null) return 'unrecognised';
  if (patched === source) return 'already';
  // The original is kept beside it, for the unit test and for anyone diffing the change.
  writeFileSync(originalProxyWorkerPath(root), source);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, patched);
  renameSync(tmp, file);
  return 'patched';
}

const proxyWorkerPath = (root) => join(root, 'node_modules/wrangler/wrangler-dist/ProxyWorker.js');
const originalProxyWorkerPath = (root) => join(root, 'node_modules/wrangler/wrangler-dist/ProxyWorker.original.js');

/** wrangler's ProxyWorker as installed, before this patch. */
export function originalProxyWorkerSource(root) {
  try {
    return readFileSync(originalProxyWorkerPath(root), 'utf8');
  } catch {
    return readFileSync(proxyWorkerPath(root), 'utf8');
  }
}
