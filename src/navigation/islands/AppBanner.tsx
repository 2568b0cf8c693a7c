import { useState } from 'react';
import * as z from 'zod/mini';

/**
 * Spec 4.7 and 9: the app-install banner of mobile web. Whether it shows at all is decided on
 * the server (mobile web, not dismissed, no search-ad entry in the last 1800 s); closing it
 * writes the dismissal cookie the server prepared (lifetime and shared domain included).
 */
export const propsSchema = z.object({
  text: z.string(),
  openLabel: z.string(),
  closeLabel: z.string(),
  /** `/app-link?from=…`: the edge answers with this page's attribution link (issue 12 item 5). */
  openHref: z.string(),
  /** A `document.cookie` assignment: `name=1; Max-Age=1800; [Domain=…;] Path=/; SameSite=Lax; Secure`. */
  dismissCookie: z.string(),
});
export type AppBannerProps = z.infer<typeof propsSchema>;

export default function AppBanner({ text, openLabel, closeLabel, openHref, dismissCookie }: AppBannerProps) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <aside data-testid="app-banner" aria-label={text} className="flex items-center gap-2 bg-neutral-900 py-2 pl-4 pr-2 text-xs text-white">
      <span className="min-w-0 flex-1 truncate">{text}</span>
      <a href={openHref} rel="nofollow" data-testid="app-banner-open" className="shrink-0 rounded-full bg-white px-3 py-1 font-bold text-black no-underline">
        {openLabel}
      </a>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and Firefox; the edge builds the whole attribute string.
          document.cookie = dismissCookie;
          setShown(false);
        }}
        className="flex h-6 w-6 items-center justify-center border-0 bg-transparent text-white"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
