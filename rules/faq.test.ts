import { describe, expect, it } from 'vitest';
import { faqGroupOf, normaliseFaqQuery } from './faq';

describe('FAQ query rules', () => {
  it('trims and collapses a search', () => {
    expect(normaliseFaqQuery('  배송   언제 \n')).toBe('배송 언제');
    expect(normaliseFaqQuery(null)).toBe('');
    expect(normaliseFaqQuery('   ')).toBe('');
  });

  it('reads a group code or nothing', () => {
    expect(faqGroupOf('shipping')).toBe('SHIPPING');
    expect(faqGroupOf(' ORDER ')).toBe('ORDER');
    expect(faqGroupOf('1; drop')).toBeNull();
    expect(faqGroupOf('')).toBeNull();
    expect(faqGroupOf(undefined)).toBeNull();
    expect(faqGroupOf('A'.repeat(21))).toBeNull();
  });
});
