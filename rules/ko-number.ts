/**
 * Numbers as ko-KR writes them ('1,234', '-2.5'): exactly the text of
 * `new Intl.NumberFormat('ko-KR', { maximumFractionDigits }).format(n)`, without Intl. A page's
 * first NumberFormat loads the ICU data: 15–20 ms of main-thread CPU in chromium (60–80 ms on a
 * phone 4x slower), one long task wherever it falls, the entry's evaluation at load or the
 * purchase panel's code when idle (docs/benchmarks-browsing.md, issue 32 §3). Server HTML and the
 * hydrated islands both word numbers here, so they agree.
 *
 * Like Intl, it rounds the shortest decimal form of the number (what `String(n)` prints) half
 * away from zero, and keeps the sign of a negative zero. Outside `String`'s plain range
 * (below 1e-6 or from 1e21) it asks Intl, which no price or count reaches.
 */
export function formatKoNumber(n: number, maximumFractionDigits = 3): string {
  if (Number.isNaN(n)) return 'NaN';
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const abs = Math.abs(n);
  if (abs === Number.POSITIVE_INFINITY) return `${sign}∞`;
  const text = String(abs);
  if (text.includes('e')) return new Intl.NumberFormat('ko-KR', { maximumFractionDigits }).format(n);
  const [whole = '0', fraction = ''] = rounded(text, maximumFractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** A plain decimal string rounded half up to `places`, as [whole, fraction without trailing zeros]. */
function rounded(text: string, places: number): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return [whole, fraction.replace(/0+$/, '')];
  const kept = `${whole}${fraction.slice(0, places)}`;
  const up = (fraction.charCodeAt(places) ?? 48) >= 53; // '5'
  const digits = (up ? BigInt(kept) + 1n : BigInt(kept)).toString().padStart(places + 1, '0');
  const cut = digits.length - places;
  return [digits.slice(0, cut), digits.slice(cut).replace(/0+$/, '')];
}
