import * as z from 'zod';
import { num } from './primitives';

/** Spec 3.5: every amount defaults to 0. */
export const SaleInfoSchema = z.object({
  consumerPrice: num(0),
  totalSalePrice: num(0),
  salePrice: num(0),
  saleRate: num(0),
  totalSaleRate: num(0),
  brandCouponPrice: num(0),
  brandCouponRate: num(0),
});
export type SaleInfo = z.output<typeof SaleInfoSchema>;
