import { describe, expect, it } from 'vitest';
import { formatKoNumber } from './ko-number';

const formats = new Map([0, 1, 3].map((d) => [d, new Intl.NumberFormat('ko-KR', { maximumFractionDigits: d })]));
const intl = (n: number, digits: number) => formats.get(digits)?.format(n);

describe('formatKoNumber', () => {
  it('words numbers exactly as Intl.NumberFormat ko-KR does', () => {
    const values = [
      0,
      -0,
      1,
      7,
      12,
      999,
      1000,
      1234,
      39000,
      1234567,
      987654321,
      2 ** 53,
      1e20,
      0.5,
      1.5,
      2.5,
      -2.5,
      1.0005,
      1.005,
      0.0005,
      0.9995,
      9.9995,
      999.5,
      999999.9999,
      123456789.123456,
      -1234.5678,
      -0.0001,
      0.000001,
      1e-7,
      1e21,
      3e25,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    // Random amounts, halves and thirds over the whole range prices and counts take.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 500; i++) {
      const scale = 10 ** Math.floor(random() * 12);
      values.push(random() * scale, -random() * scale, Math.round(random() * scale) + 0.5, Math.round(random() * scale) / 3);
    }
    const differ = [0, 1, 3].flatMap((digits) => values.filter((n) => formatKoNumber(n, digits) !== intl(n, digits)).map((n) => [n, digits, formatKoNumber(n, digits), intl(n, digits)]));
    expect(differ).toEqual([]);
  });

  it('keeps up to three fraction digits by default, as ko-KR', () => {
    expect(formatKoNumber(1234.56789)).toBe('1,234.568');
    expect(formatKoNumber(4821)).toBe('4,821');
  });
});
