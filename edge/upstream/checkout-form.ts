import { AddressBookSchema, CheckoutFormSchema, type AddressBook, type CheckoutForm } from '../../schemas/checkout-form';
import type { AddressRequest, DeliveryRequest, DiscountRequest } from '../../schemas/requests/checkout-form';
import { memberCall, type Member } from './member';
import type { UpstreamDeps } from './request';

/**
 * The checkout form's calls (ours, docs/auth-contract.md; issue 29 §1, issue 31 §3): the address
 * book, and an order's delivery address, coupon and mileage. The origin computes every amount.
 *
 * @example const form = await getCheckoutForm(upstreamDeps(c), { token, orderNo });
 */
const order = (orderNo: string, rest = '') => `/api/v4/orders/${encodeURIComponent(orderNo)}${rest}`;

export const getCheckoutForm = (deps: UpstreamDeps, input: Member & { orderNo: string }): Promise<CheckoutForm> =>
  memberCall(deps, { path: order(input.orderNo, '/checkout-form'), token: input.token, schema: CheckoutFormSchema });

export const setDelivery = (deps: UpstreamDeps, input: Member & { orderNo: string; delivery: DeliveryRequest }): Promise<CheckoutForm> =>
  memberCall(deps, { path: order(input.orderNo, '/delivery'), method: 'POST', token: input.token, body: input.delivery, schema: CheckoutFormSchema });

export const applyDiscount = (deps: UpstreamDeps, input: Member & { orderNo: string; discount: DiscountRequest }): Promise<CheckoutForm> =>
  memberCall(deps, { path: order(input.orderNo, '/discount'), method: 'POST', token: input.token, body: input.discount, schema: CheckoutFormSchema });

export const getAddressBook = (deps: UpstreamDeps, input: Member): Promise<AddressBook> => memberCall(deps, { path: '/api/v4/addresses', token: input.token, schema: AddressBookSchema });

export const addAddress = (deps: UpstreamDeps, input: Member & { address: AddressRequest }): Promise<AddressBook> =>
  memberCall(deps, { path: '/api/v4/addresses', method: 'POST', token: input.token, body: input.address, schema: AddressBookSchema });

export const updateAddress = (deps: UpstreamDeps, input: Member & { addressNo: number; address: AddressRequest }): Promise<AddressBook> =>
  memberCall(deps, { path: `/api/v4/addresses/${input.addressNo}`, method: 'PUT', token: input.token, body: input.address, schema: AddressBookSchema });

export const deleteAddress = (deps: UpstreamDeps, input: Member & { addressNo: number }): Promise<AddressBook> =>
  memberCall(deps, { path: `/api/v4/addresses/${input.addressNo}`, method: 'DELETE', token: input.token, schema: AddressBookSchema });

export const setDefaultAddress = (deps: UpstreamDeps, input: Member & { addressNo: number }): Promise<AddressBook> =>
  memberCall(deps, { path: `/api/v4/addresses/${input.addressNo}/default`, method: 'POST', token: input.token, body: {}, schema: AddressBookSchema });
