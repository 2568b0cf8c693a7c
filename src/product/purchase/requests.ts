import type { OrderLine } from './order-lines';

/**
 * Requests the purchase islands send to the storefront's gateway (same origin). The bodies are
 * ours: the spec knows these actions only by their event names (spec 7).
 */
export type { OrderLine };

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface GatewayRequest {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

export type RecommendationType = 'cart' | 'like';

export const cartRequest = (itemNo: number, lines: OrderLine[]): GatewayRequest => ({
  method: 'POST',
  path: '/api/v4/cart-item',
  body: { itemNo, lines },
});

export const buyNowRequest = (itemNo: number, lines: OrderLine[], gift: boolean): GatewayRequest => ({
  method: 'POST',
  path: '/api/v4/orders/buy-now',
  body: { itemNo, lines, gift },
});

export const restockRequest = (itemNo: number, optionNo: number | null): GatewayRequest => ({
  method: 'POST',
  path: '/api/v4/restock',
  body: { itemNo, optionNo },
});

/** Like is a POST of the item; unlike a DELETE of it. */
export const heartRequest = (itemNo: number, like: boolean): GatewayRequest =>
  like ? { method: 'POST', path: '/api/v4/hearts', body: { itemNo } } : { method: 'DELETE', path: `/api/v4/hearts/${itemNo}` };

export const recommendationsRequest = (itemNo: number, type: RecommendationType): GatewayRequest => ({
  method: 'GET',
  path: `/api/v5/product-detail/${itemNo}/recommendations?type=${type}`,
});
