/** Storefront paths the purchase islands link to (DECISIONS 2: /products/{itemNo} is canonical). */
export { productPath } from '../../navigation/product-path';

export const CART_PATH = '/cart';
