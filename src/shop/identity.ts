import { isDevelopment } from '../../rules/environment';
import { shopIdentityCopy } from '../copy/ko';

/**
 * Issue 31 §1: the shop's identity is configuration. Who runs the shop (the details Korean
 * e-commerce law puts in the footer and on the company page), how shoppers reach customer
 * service, and the app's store listings, each from one var (wrangler.toml [vars], per
 * deployment). Pure: the edge reads it once per request from its env (edge/context/shop.ts).
 *
 * In production a value that is not configured, or does not have its shape, is left out: never
 * a sample, and `/healthz` names its var under `missing`. Development fills every gap with a
 * sample marked (샘플) (src/copy/ko.ts), so pages look complete while nobody mistakes them.
 */
export interface ShopIdentity {
  companyName: string | null;
  representative: string | null;
  businessNumber: string | null;
  mailOrderNumber: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
  hostingProvider: string | null;
  /** The App Store listing's numeric id (digits only). */
  appStoreId: string | null;
  /** The Play Store listing's package name. */
  playStoreId: string | null;
}

export type ShopIdentityField = keyof ShopIdentity;

export const SHOP_IDENTITY_VARS = {
  companyName: 'SHOP_COMPANY_NAME',
  representative: 'SHOP_REPRESENTATIVE',
  businessNumber: 'SHOP_BUSINESS_NUMBER',
  mailOrderNumber: 'SHOP_MAIL_ORDER_NUMBER',
  address: 'SHOP_ADDRESS',
  phone: 'SHOP_CS_PHONE',
  email: 'SHOP_CS_EMAIL',
  hours: 'SHOP_CS_HOURS',
  hostingProvider: 'SHOP_HOSTING_PROVIDER',
  appStoreId: 'APP_STORE_ID',
  playStoreId: 'PLAY_STORE_ID',
} as const satisfies Record<ShopIdentityField, string>;

export type ShopIdentityVar = (typeof SHOP_IDENTITY_VARS)[ShopIdentityField];
export type ShopIdentityEnv = Partial<Record<ShopIdentityVar | 'ENVIRONMENT', string>>;

const FIELDS = Object.keys(SHOP_IDENTITY_VARS) as ShopIdentityField[];

/** Development's store ids: the shapes of real ones, pointing nowhere a shopper would land by accident. */
const SAMPLE_STORE_IDS = { appStoreId: '0000000000', playStoreId: 'com.storefront.app' } as const;

// Printed text: one line, no markup characters, a sane length. Ids and contacts: their own shapes.
const TEXT = /^[^<>\u0000-\u001f\u007f]{1,120}$/;
const SHAPES: Record<ShopIdentityField, RegExp> = {
  companyName: TEXT,
  representative: TEXT,
  businessNumber: /^\d{3}-\d{2}-\d{5}$/,
  mailOrderNumber: TEXT,
  address: TEXT,
  phone: /^[0-9][0-9-]{2,18}[0-9]$/,
  email: /^[^\s@<>]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/,
  hours: TEXT,
  hostingProvider: TEXT,
  // "id123…" as App Store Connect prints it is accepted too; the id is its digits.
  appStoreId: /^(?:id)?\d{6,12}$/,
  playStoreId: /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/,
};

export interface ResolvedShopIdentity {
  identity: ShopIdentity;
  /** Vars a production deployment lacks or has in a shape that is not theirs (empty in development). */
  missing: ShopIdentityVar[];
}

export function resolveShopIdentity(env: ShopIdentityEnv | undefined): ResolvedShopIdentity {
  const development = isDevelopment(env?.ENVIRONMENT);
  const identity = {} as ShopIdentity;
  const missing: ShopIdentityVar[] = [];
  for (const field of FIELDS) {
    const name = SHOP_IDENTITY_VARS[field];
    const raw = env?.[name]?.trim() ?? '';
    const value = SHAPES[field].test(raw) ? (field === 'appStoreId' ? raw.replace(/^id/, '') : raw) : null;
    if (value === null && !development) missing.push(name);
    identity[field] = value ?? (development ? sampleOf(field) : null);
  }
  return { identity: Object.freeze(identity), missing };
}

function sampleOf(field: ShopIdentityField): string {
  return field === 'appStoreId' || field === 'playStoreId' ? SAMPLE_STORE_IDS[field] : shopIdentityCopy.samples[field];
}

/** The fields printed as text (the store ids become links instead). */
type PrintedField = Exclude<ShopIdentityField, 'appStoreId' | 'playStoreId'>;

export interface IdentityLine {
  key: PrintedField;
  label: string;
  value: string;
}

const lines = (identity: ShopIdentity, fields: readonly PrintedField[]): IdentityLine[] =>
  fields.flatMap((key) => {
    const value = identity[key];
    return value ? [{ key, label: shopIdentityCopy.labels[key], value }] : [];
  });

/** The business details the footer and the company page print (전자상거래법 제10조), those configured. */
export const businessLines = (identity: ShopIdentity): IdentityLine[] =>
  lines(identity, ['companyName', 'representative', 'address', 'businessNumber', 'mailOrderNumber', 'phone', 'email', 'hostingProvider']);

/** How to reach customer service (the contact page), those configured. */
export const contactLines = (identity: ShopIdentity): IdentityLine[] => lines(identity, ['phone', 'email', 'hours']);

/** The contacts named in help texts (spec 8's same-name message): "e-mail, phone", or null when neither is configured. */
export function helpContact(identity: Pick<ShopIdentity, 'email' | 'phone'>): string | null {
  const parts = [identity.email, identity.phone].filter((p): p is string => !!p);
  return parts.length > 0 ? parts.join(', ') : null;
}

export type AppStorePlatform = 'ios' | 'android';

/** The store listing of each platform the update-app dialog and the install nudge open; null when not configured. */
export function appStoreLinks(identity: Pick<ShopIdentity, 'appStoreId' | 'playStoreId'>): Record<AppStorePlatform, string | null> {
  return {
    ios: identity.appStoreId ? `https://apps.apple.com/kr/app/id${identity.appStoreId}` : null,
    android: identity.playStoreId ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(identity.playStoreId)}` : null,
  };
}
