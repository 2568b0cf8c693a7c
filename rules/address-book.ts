/**
 * The address book and the order's delivery address (issue 29 §1, issue 31 §3): the bounds the
 * origin enforces and the pages check before sending. Pure; no I/O.
 */

/** At most this many saved addresses per member (checked in the INSERT's WHERE, origin/routes/address-book.ts). */
export const MAX_SAVED_ADDRESSES = 10;

export const ADDRESS_BOUNDS = { label: 20, recipientName: 30, address: 200, addressDetail: 100 } as const;

/** 배송 요청사항: the free text's most characters. */
export const DELIVERY_REQUEST_MAX = 50;

/** The usual presets, by key; 'custom' is 직접 입력 (the free text). */
export const DELIVERY_REQUEST_PRESETS = ['door', 'guard', 'parcelBox', 'callFirst'] as const;
export type DeliveryPreset = (typeof DELIVERY_REQUEST_PRESETS)[number];

/** Korean mobile numbers, dashes optional: 010 with 4 + 4 digits, the older 011 and 016–019 with 3–4 + 4. */
const MOBILE = /^(010-?\d{4}|01[16-9]-?\d{3,4})-?\d{4}$/;

/** "010-1234-5678" for a Korean mobile number typed with or without dashes or spaces; null when it is not one. */
export function normalisedMobile(raw: string): string | null {
  const compact = raw.replace(/[\s.]/g, '');
  if (!MOBILE.test(compact)) return null;
  const digits = compact.replace(/-/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, digits.length - 4)}-${digits.slice(-4)}`;
}

/** A road-address zonecode (우편번호): five digits since 2015. */
export const isZonecode = (raw: string): boolean => /^\d{5}$/.test(raw);

/**
 * The request as stored: a preset's words, or the free text trimmed (at most 50 characters);
 * '' for none. `words` are the presets' Korean texts (the copy owns them).
 */
export function deliveryRequestText(preset: string, custom: string, words: Readonly<Record<DeliveryPreset, string>>): string | null {
  if (preset === '') return '';
  if (preset === 'custom') {
    const text = custom.trim();
    return [...text].length <= DELIVERY_REQUEST_MAX ? text : null;
  }
  return (DELIVERY_REQUEST_PRESETS as readonly string[]).includes(preset) ? words[preset as DeliveryPreset] : null;
}
