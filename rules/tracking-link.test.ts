import { describe, expect, it } from 'vitest';
import { CJ_TRACKING_URL, sandboxInvoiceNo, trackingLink } from './tracking-link';

describe('tracking link (issue 29 §2)', () => {
  it('puts the invoice into the configured carrier page, CJ대한통운 by default', () => {
    expect(trackingLink(undefined, '912345678901')).toBe(CJ_TRACKING_URL.replace('{invoiceNo}', '912345678901'));
    expect(trackingLink('https://tracker.example/{invoiceNo}?x=1', 'A B')).toBe('https://tracker.example/A%20B?x=1');
    expect(trackingLink('/sandbox/tracking/{invoiceNo}', '9001')).toBe('/sandbox/tracking/9001');
  });

  it('gives no link for an address that is not https or our own path', () => {
    expect(trackingLink('javascript:alert(1)//{invoiceNo}', '1')).toBeNull();
    expect(trackingLink('http://plain.example/{invoiceNo}', '1')).toBeNull();
    expect(trackingLink('//evil.example/{invoiceNo}', '1')).toBeNull();
  });

  it('numbers a sandbox parcel from its order: 12 digits, stable', () => {
    expect(sandboxInvoiceNo('2026112712345678901')).toBe('912345678901');
    expect(sandboxInvoiceNo('A-7')).toBe('900000000007');
    expect(sandboxInvoiceNo('2026112712345678901')).toBe(sandboxInvoiceNo('2026112712345678901'));
  });
});
