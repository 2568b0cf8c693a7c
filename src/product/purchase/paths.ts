/** Storefront paths the purchase islands link to (DECISIONS 2: /products/{itemNo} is canonical). */
export const productPath = (itemNo: number): string => `/products/${itemNo}`;

export const CART_PATH = '/cart';
