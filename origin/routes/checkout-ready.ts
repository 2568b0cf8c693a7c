/**
 * Whether an order may go to payment beyond what paying itself checks (origin/payments/pay-order.ts):
 * null when it may, else an error code whose Korean message is in origin/copy/ko.ts.
 *
 * The address work of issue 29 owns this file and fills it (no delivery address, a coupon no
 * longer valid, mileage above the balance, …); the payment work only calls it before a start.
 * Nothing the payment itself needs is checked here, so this branch's version finds no problem.
 */
export async function checkoutProblem(_db: D1Database, _orderNo: string, _userNo: number): Promise<string | null> {
  return null;
}
