/**
 * The sandbox's stand-ins for CI (connecting information: one value per person, the same at
 * every site) and DI (duplication information: one value per person per site). Real providers
 * derive them from the resident number; the sandbox has only what the shopper typed, so both
 * are SHA-256 hashes of name, birth date and phone, which makes the same person typing the same
 * details get the same CI every time. The inputs arrive already normalised by form.ts.
 */

export interface Person {
  name: string;
  birthDate: string;
  phone: string;
}

const SITE = 'storefront';

async function sha256Base64Url(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// A unit separator keeps ('ab','c') and ('a','bc') apart.
const joined = (p: Person): string => [p.name, p.birthDate, p.phone].join('\u001f');

export const ciOf = (p: Person): Promise<string> => sha256Base64Url(`sandbox-ci\u001f${joined(p)}`);

export const diOf = (p: Person): Promise<string> => sha256Base64Url(`sandbox-di\u001f${SITE}\u001f${joined(p)}`);
