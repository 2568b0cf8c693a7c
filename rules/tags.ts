/**
 * Third-party tags (spec 1; issue 12 item 3): which services exist and whether a shopper's
 * consent lets any of them load (which events each one hears: ./tag-hears.ts). Pure: the edge
 * decides consent with it (edge/gateway/tags.ts), the browser's tag loader reads the answer with
 * it (client/tags.ts), the origin's sandbox tags know the kinds by it.
 *
 * A tag is a script a deployment names by id; every tag is a third party that learns what the
 * shopper does, so none loads without consent: a member's advertising consent (the notification
 * agreement of spec 3.8), or a visitor's own choice, asked once. Nothing is guessed: a member
 * whose consent cannot be read is a "no".
 */
export const TAG_KINDS = ['analytics', 'abTest', 'advertising', 'retargeting', 'searchAd', 'crm'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Each kind's script file name (`{base}/{file}.js`): lower case, as paths are compared. */
export const TAG_FILES = {
  analytics: 'analytics',
  abTest: 'ab-test',
  advertising: 'advertising',
  retargeting: 'retargeting',
  searchAd: 'search-ad',
  crm: 'crm',
} as const satisfies Record<TagKind, string>;

export function tagKindOfFile(file: string): TagKind | null {
  return TAG_KINDS.find((kind) => TAG_FILES[kind] === file) ?? null;
}

/** One configured tag: its kind, the id the service knows the shop by, and where its script is. */
export interface TagScript {
  kind: TagKind;
  id: string;
  src: string;
}

/** The third-party tags a deployment names, and the origin their scripts come from (CSP). */
export interface TagSetup {
  scripts: TagScript[];
  /** A third-party origin tags load from (script and connect sources), or null: this origin. */
  origin: string | null;
}

/**
 * A tag id as services issue them (`G-AB12CD`, `AW-123456`, `1234567890`, `ns_abc`): letters,
 * digits and `_.:-`, up to 64. Anything else (a URL, quotes, spaces) is not an id and is ignored.
 */
export const TAG_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
export const isTagId = (value: string): boolean => TAG_ID.test(value);

/** The visitor's answer to the consent banner, kept in a first-party cookie for a year. */
export const TAG_CONSENT_COOKIE = 'sf_tag_consent';
export const TAG_CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
export const TAG_CHOICES = ['granted', 'denied'] as const;
export type TagChoice = (typeof TAG_CHOICES)[number];
export type TagConsent = TagChoice | 'ask';

export const isTagChoice = (value: unknown): value is TagChoice => value === 'granted' || value === 'denied';

/**
 * Whether tags may load for this shopper. A member: their advertising consent decides and the
 * banner is never shown (they answer on the consent page); unknown (the upstream did not say) is
 * "denied". A visitor: their stored choice, or "ask" when they have not answered yet.
 */
export function tagConsent(input: { member: { advertising: boolean | null } | null; visitorChoice: string | undefined }): TagConsent {
  if (input.member) return input.member.advertising === true ? 'granted' : 'denied';
  return isTagChoice(input.visitorChoice) ? input.visitorChoice : 'ask';
}

// Which events each kind hears is ./tag-hears.ts, imported from there (not re-exported here): only
// the tag runner needs it, not the loader every page with tags loads (client/tags.ts; issue 32 §3).
