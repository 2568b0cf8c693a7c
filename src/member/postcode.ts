/**
 * The postcode search's adapter, pure part (issue 29 §1): production uses the Kakao/Daum
 * postcode service, development the sandbox on our own origin (origin/sandbox/postcode), both
 * answering through the same `oncomplete` fields. Which one a page uses is decided at the edge
 * (`postcodeProviderFor`); production never gets the sandbox.
 */
export type PostcodeProvider = 'daum' | 'sandbox';

export const DAUM_POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
/** Where the Daum script runs from, and the hosts of the frames it embeds (the page's CSP allows exactly these). */
export const DAUM_SCRIPT_HOST = 'https://t1.daumcdn.net';
export const DAUM_FRAME_HOSTS = ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'];

export const SANDBOX_POSTCODE_PATH = '/sandbox/postcode';

/** What `oncomplete` gives that we use. */
export interface PostcodeData {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  buildingName: string;
}

/** Development gets the sandbox; anything else the real service. */
export const postcodeProviderFor = (development: boolean): PostcodeProvider => (development ? 'sandbox' : 'daum');

/**
 * The zipcode and address fields from a result: the road address (the lot address when a
 * result has none), with the building name in parentheses as Korean shops write it.
 * Null when the result has no five-digit zonecode or no address.
 */
export function addressFromPostcode(data: Partial<Record<keyof PostcodeData, unknown>>): { zipcode: string; address: string } | null {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 150) : '');
  const zipcode = text(data.zonecode);
  const base = text(data.roadAddress) || text(data.jibunAddress);
  if (!/^\d{5}$/.test(zipcode) || !base) return null;
  const building = text(data.buildingName);
  return { zipcode, address: building && !base.includes(building) ? `${base} (${building})` : base };
}
