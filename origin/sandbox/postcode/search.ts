import type { PostcodeAddress } from './addresses';

/** The most results one search shows. */
export const MAX_RESULTS = 20;

/**
 * The sandbox search (development only): every word of the query (spaces apart, case and
 * spacing ignored) in the road address, the lot address, the building name or the zonecode.
 * An empty query finds nothing, as the real service asks for a word first.
 */
export function searchAddresses(table: readonly PostcodeAddress[], query: string): PostcodeAddress[] {
  const words = query.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  return table
    .filter((a) => {
      const hay = squash(`${a.roadAddress} ${a.jibunAddress} ${a.buildingName} ${a.zonecode}`);
      return words.every((w) => hay.includes(squash(w)));
    })
    .slice(0, MAX_RESULTS);
}
