/**
 * The shop's favicon, app icons and web manifest (issue 29 §5). The icon files are drawn by
 * scripts/gen-icons.mjs into public/icons, which the build copies to dist/client/icons; they are
 * read through the ASSETS binding like the client files. Their names carry no hash (browsers and
 * home screens ask for fixed names such as /favicon.ico and /apple-touch-icon.png), so they are
 * cached for 30 days rather than forever. The manifest is written here from the copy, so the
 * shop's Korean name has one home (src/copy/ko.ts).
 *
 *     app.get('/icons/:file', serveIcon); app.get('/manifest.webmanifest', serveWebManifest);
 */
import type { Context } from 'hono';
import { shellCopy } from '../src/copy/ko';
import type { AppEnv } from './app-env';

/** The icon files by name, with the type each is served as (never left to a guess). */
export const ICON_FILES = {
  'favicon.svg': 'image/svg+xml',
  'favicon.ico': 'image/x-icon',
  'icon-192.png': 'image/png',
  'icon-512.png': 'image/png',
  'apple-touch-icon.png': 'image/png',
} as const satisfies Record<string, string>;
export type IconFile = keyof typeof ICON_FILES;

export const ICON_PATH = (file: IconFile): string => `/icons/${file}`;
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const ICON_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

const isIconFile = (name: string): name is IconFile => Object.hasOwn(ICON_FILES, name);

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404, { 'Cache-Control': 'public, max-age=300' });

/** `/icons/{file}`, and the root names browsers ask for on their own (`/favicon.ico`, `/apple-touch-icon.png`). */
export async function serveIcon(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
  if (!isIconFile(name)) return notFound(c);
  const assets = c.env?.ASSETS;
  if (!assets) return notFound(c);
  const res = await assets.fetch(new Request(new URL(ICON_PATH(name), c.req.url)));
  if (res.status !== 200) {
    await res.body?.cancel();
    return notFound(c);
  }
  return new Response(res.body, {
    headers: { 'Content-Type': ICON_FILES[name], 'Cache-Control': ICON_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' },
  });
}

/** The web app manifest: the shop's name, colours and icons (192 and 512, maskable too). */
export function webManifest() {
  return {
    name: shellCopy.siteName,
    short_name: shellCopy.siteName,
    description: shellCopy.siteDescription,
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#111111',
    icons: [
      { src: ICON_PATH('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: ICON_PATH('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      { src: ICON_PATH('favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

export function serveWebManifest(_c: Context<AppEnv>): Response {
  return new Response(JSON.stringify(webManifest()), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  });
}
