/**
 * What render draws from, handed to it rather than looked up (render does no I/O and reads no
 * context): the request inputs a visitor's page HTML depends on, and the shell data the page's
 * loader loaded. The request context produces the inputs (`renderInputsOf` in
 * edge/context/request-context.ts), the shell loader puts them into `ShellData`, and the page
 * cache's key is made of exactly the same object (page-cache-key.ts), so the two cannot disagree.
 * The member is not among the inputs: members are never served from the page cache.
 */
import type { Notice } from '../../schemas/notice';
import type { Device } from '../../src/device/user-agent';
import type { Flags } from '../../src/flags/flags';
import type { HeaderMemberProps } from '../../src/member/components/HeaderMember';
import type { Hosts } from '../../src/navigation/hosts';
import type { PreviewState } from '../../src/preview/preview';
import type { PromotionState } from '../../src/promotion/periods';
import type { AssetManifest } from './assets';
import type { TagSetup } from '../../rules/tags';
import type { ShopIdentity } from '../../src/shop/identity';

export interface RenderInputs {
  url: URL;
  device: Device;
  flags: Readonly<Flags>;
  siteOrigin: string;
  hosts: Hosts;
  environment: string | undefined;
  /** The shell's cookie-derived choices. */
  appBannerDismissed: boolean;
  nudgeHidden: boolean;
  now: Date;
  /**
   * The promotion phase at `now` (banners, the weeks landing, the item page's bridge flag).
   * Its boundaries are whole minutes, so `now` to the minute already decides it; keyed on its
   * own all the same, so a calendar change can never serve a page of another phase.
   */
  promotion: PromotionState | null;
  /** The survey tool's script, loaded once the page is idle (spec 4.7); null: none. */
  surveyScript: string | null;
  /** The third-party tags the page names (issue 12 item 3), loaded after consent; null: none. */
  tags: TagSetup | null;
  /** The operator's preview overrides, drawn as the preview bar (development only); null: none. */
  preview: PreviewState | null;
  /** The shop's identity (footer, company and contact pages, store links; src/shop/identity.ts). */
  shop: ShopIdentity;
}

/** What a page's loader loads for the shell (edge/pages/shell-loader.ts) and render draws. */
export interface ShellData {
  /** The request inputs the shell and the page cache's key are made of. */
  inputs: RenderInputs;
  /** Critical: the client build's assets. */
  manifest: AssetManifest;
  /** Critical, best effort: the notice strip's candidates; empty when skipped or failed. */
  notices: readonly Notice[];
  /** The header's member corner; `cartCount` is deferred (a promise that never rejects). */
  member: HeaderMemberProps;
}
