/**
 * The tracking link of a shipped order (issue 29 §2): a carrier's invoice number put into the
 * carrier's tracking page address. The address is configuration (origin CARRIER_TRACKING_URL);
 * unset, CJ대한통운's public tracking page. Only an https address or a path on our own site is
 * ever answered: a configuration typo gives no link rather than a javascript: or http: one.
 */
export const CJ_TRACKING_URL = 'https://trace.cjlogistics.com/next/tracking.html?wblNo={invoiceNo}';

export function trackingLink(template: string | undefined, invoiceNo: string): string | null {
  const pattern = template?.includes('{invoiceNo}') ? template : CJ_TRACKING_URL;
  const href = pattern.replace('{invoiceNo}', encodeURIComponent(invoiceNo));
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/**
 * The embedded default's invoice number (it ships nothing, so it numbers the parcel from the
 * order): 12 digits, as Korean carriers print them, the same for the same order every time.
 */
export function sandboxInvoiceNo(orderNo: string): string {
  const digits = orderNo.replace(/\D/g, '');
  return `9${digits.slice(-11).padStart(11, '0')}`;
}
