import type { SelectionEntryPoint } from '../../src/browser/bridge';
import type { ReactNode } from 'react';
import type { TagSetup } from '../../rules/tags';
import { TagConsentBanner } from '../../src/tracking/components/TagConsentBanner';
import { jsonForScript } from './json-script';
import { ICON_PATH, WEB_MANIFEST_PATH } from '../icons';
import { SPECULATION_RULES } from '../../src/navigation/speculation-rules';
import { EARLY_TAPS_SCRIPT } from '../../src/ui/early-taps';

export interface HeadData {
  title: string;
  description?: string;
  canonical?: string;
  /** Open Graph properties without the `og:` prefix (title, description, image, url, type). */
  openGraph?: Record<string, string>;
  jsonLd?: object;
  /** e.g. 'noindex' for gated or error pages. */
  robots?: string;
  /** The app's selection entry point (item pages in the app web view); the entry posts it to the app. */
  appSelectionEntry?: SelectionEntryPoint;
  /**
   * An order just paid for (the checkout's return from payment): the entry tracks `purchase` once
   * per order, and conversion tags hear it; `searchAd` when the campaign cookie of a search-ad
   * entry was still set. Personal: only on pages that are never cached.
   */
  purchase?: { orderNo: string; value: number; searchAd: boolean };
}

export interface DocumentAssets {
  css: string[];
  entry: string | null;
  preload: string[];
}

export interface DocumentProps {
  head: HeadData;
  pageType: string;
  theme: 'white' | 'black';
  nonce: string;
  assets: DocumentAssets;
  /** The survey tool's script: named here, loaded by the entry once the page is idle (spec 4.7). */
  surveyScript?: string | null;
  /** Third-party tags (issue 12 item 3): named here, loaded by client/tags.ts after consent. */
  tags?: TagSetup | null;
  /** Item cards' links prerendered on hover (src/navigation/speculation-rules.ts): visitor pages only. */
  speculationRules?: boolean;
  children: ReactNode;
}

/**
 * The HTML document of every page (ARCHITECTURE "public contract": lang, data-page-type,
 * data-theme). The entry script is an async module so islands in the shell hydrate while
 * deferred sections are still streaming; the client picks up later islands as they arrive.
 */
export function Document({ head, pageType, theme, nonce, assets, surveyScript, tags, speculationRules = false, children }: DocumentProps) {
  return (
    <html lang="ko" data-page-type={pageType} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* First, ahead of the stylesheet (an inline script waits for the CSS before it): a first tap shows at once and is kept until its island is live (src/ui/early-taps.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no page data in it. */}
        {assets.entry ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} /> : null}
        <title>{head.title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {Object.entries(head.openGraph ?? {}).map(([key, value]) => (
          <meta key={key} property={`og:${key}`} content={value} />
        ))}
        {surveyScript ? <meta name="sf-survey" content={surveyScript} /> : null}
        {tags ? <meta name="sf-tags" content={JSON.stringify(tags.scripts)} /> : null}
        {head.purchase ? <meta name="sf-purchase" content={JSON.stringify(head.purchase)} /> : null}
        {head.appSelectionEntry ? <meta name="sf-selection-entry" content={JSON.stringify(head.appSelectionEntry)} /> : null}
        <meta name="theme-color" content={theme === 'black' ? '#000000' : '#ffffff'} />
        {/* The shop's icons (edge/icons.ts): SVG where taken, the ICO's PNG elsewhere. */}
        <link rel="icon" href={ICON_PATH('favicon.svg')} type="image/svg+xml" />
        <link rel="icon" href={ICON_PATH('favicon.ico')} sizes="32x32" />
        <link rel="apple-touch-icon" href={ICON_PATH('apple-touch-icon.png')} />
        <link rel="manifest" href={WEB_MANIFEST_PATH} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.entry ? <script type="module" async src={assets.entry} nonce={nonce} /> : null}
        {speculationRules ? (
          <script
            type="speculationrules"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed rules through jsonForScript, which escapes what could end the script.
            dangerouslySetInnerHTML={{ __html: jsonForScript(SPECULATION_RULES) }}
          />
        ) : null}
        {head.jsonLd ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD through jsonForScript, which escapes what could end the script.
            dangerouslySetInnerHTML={{ __html: jsonForScript(head.jsonLd) }}
          />
        ) : null}
      </head>
      <body>
        {children}
        {tags ? (
          <template id="sf-tag-consent">
            <TagConsentBanner sandbox={tags.scripts.some((s) => s.src.startsWith('/sandbox/'))} />
          </template>
        ) : null}
      </body>
    </html>
  );
}
