export declare const PATCH_MARKER: string;
export declare const FORWARD_CALL: string;
export declare function forwardToUserWorker(
  fetchImpl: (url: URL | string, request: Request) => Promise<Response>,
  url: URL | string,
  request: Request,
  headers: Headers,
  sameWorker: () => boolean,
): Promise<Response>;
export declare function patchProxyWorkerSource(source: string): string | null;
export declare function patchWranglerProxy(root: string): 'missing' | 'unrecognised' | 'already' | 'patched';
export declare function originalProxyWorkerSource(root: string): string;
