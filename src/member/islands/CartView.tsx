import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { callJson } from '../../browser/data-client';
import { failureMessage, type ActionFailure } from '../../browser/failures';
import { QueryProvider } from '../../browser/query-client';
import { cartCopy as t } from '../../copy/ko';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { imageUrl } from '../../ui/image-url';
import { formatWon } from '../../product/prices';
import { canOrder, cartTotals, initiallyChosen, keepChosen, selectAllState } from '../cart';
import { announceCartCount } from '../cart-updates';
import { track } from '../../tracking/beacon';
import { type Cart, type CartLine, CartSchema } from '../../../schemas/cart-line';
import { shownName } from '../withheld';

export const propsSchema = z.object({
  id: z.string(),
  /** The cart as stored when the page was drawn. */
  initial: CartSchema,
  /** The item page's address with `{itemNo}` in it. */
  productHref: z.string(),
  homeHref: z.string(),
});
export type CartViewProps = z.infer<typeof propsSchema>;

/** A cart answer (either envelope) as the page's state; null when it does not fit. */
export function readCart(body: unknown): Cart | null {
  const data = body !== null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  const parsed = CartSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

const readOrder = (body: unknown): string | null => {
  const data = body !== null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : null;
  const url = data !== null && typeof data === 'object' ? (data as { checkoutUrl?: unknown }).checkoutUrl : null;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null;
};

const CART_KEY = ['member', 'cart'] as const;

/**
 * The cart page (issue 11 item 3). The cart is react-query state seeded with what the page was
 * drawn from; every change answers the whole cart as stored and the page settles to it, and the
 * header's badge (announceCartCount) follows the same answer. A quantity shows at once and goes
 * back, with the reason beside its line, when the server refuses it. Ordering sends the
 * quantities on screen: a cart changed meanwhile in another tab is refused, fetched again and
 * shown, never ordered unseen.
 */
export default function CartView(props: CartViewProps) {
  if (typeof document === 'undefined') {
    return <Lines {...props} cart={props.initial} chosen={initiallyChosen(props.initial.lines)} busy={new Set()} lineMessages={new Map()} message={null} />;
  }
  return (
    <QueryProvider>
      <InteractiveCart {...props} />
    </QueryProvider>
  );
}

type Message = { text: string; failed: boolean } | null;

function InteractiveCart(props: CartViewProps) {
  const client = useQueryClient();
  const { data: cart } = useQuery({ queryKey: CART_KEY, queryFn: () => props.initial, initialData: props.initial, staleTime: Infinity });
  const [chosen, setChosen] = useState<Set<number>>(() => initiallyChosen(props.initial.lines));
  const { busy, mark, lineMessages, lineNote } = useLineMarks();
  const [message, setMessage] = useState<Message>(null);

  const settle = (next: Cart) => {
    client.setQueryData(CART_KEY, next);
    announceCartCount(next.count);
    setChosen((was) => keepChosen(next.lines, was));
  };
  const refetch = async () => {
    const r = await callJson({ method: 'GET', path: '/api/v4/cart-item' }, readCart);
    if (r.ok) settle(r.data);
  };

  const quantity = useMutation<Cart, ActionFailure, { line: CartLine; qty: number }, { was: Cart }>({
    mutationFn: async ({ line, qty }) => {
      const r = await callJson({ method: 'PUT', path: `/api/v4/cart-item/${line.cartItemNo}`, body: { qty } }, readCart);
      if (!r.ok) throw r.failure;
      return r.data;
    },
    onMutate: ({ line, qty }) => {
      const was = client.getQueryData<Cart>(CART_KEY) ?? cart;
      mark(line.cartItemNo, true);
      lineNote(line.cartItemNo, null);
      client.setQueryData<Cart>(CART_KEY, { ...was, lines: was.lines.map((l) => (l.cartItemNo === line.cartItemNo ? { ...l, qty } : l)) });
      return { was };
    },
    onSuccess: (next, { line }) => {
      mark(line.cartItemNo, false);
      settle(next);
      setMessage({ text: t.saved, failed: false });
    },
    onError: (failure, { line }, context) => {
      mark(line.cartItemNo, false);
      if (context) client.setQueryData(CART_KEY, context.was);
      lineNote(line.cartItemNo, failureMessage(failure));
    },
  });

  const remove = useMutation<Cart, ActionFailure, number[]>({
    mutationFn: async (cartItemNos) => {
      const r = await callJson({ method: 'POST', path: '/api/v4/cart-item/remove', body: { cartItemNos } }, readCart);
      if (!r.ok) throw r.failure;
      return r.data;
    },
    onSuccess: (next, removed) => {
      settle(next);
      setMessage({ text: t.removed(removed.length), failed: false });
    },
    onError: (failure) => setMessage({ text: failureMessage(failure), failed: true }),
  });

  const order = useMutation<string, ActionFailure, { cartItemNo: number; qty: number }[]>({
    mutationFn: async (lines) => {
      const r = await callJson({ method: 'POST', path: '/api/v4/orders/from-cart', body: { lines } }, readOrder);
      if (!r.ok) throw r.failure;
      return r.data;
    },
    onSuccess: (checkoutUrl, lines) => {
      track({ name: 'cart_order', params: { lines: lines.length } });
      window.location.assign(checkoutUrl);
    },
    onError: async (failure) => {
      setMessage({ text: failureMessage(failure), failed: true });
      // What refused the order (a line changed elsewhere, sold out meanwhile) shows on the page.
      await refetch();
    },
  });

  const working = quantity.isPending || remove.isPending || order.isPending;
  return (
    <Lines
      {...props}
      cart={cart}
      chosen={chosen}
      busy={busy}
      lineMessages={lineMessages}
      message={message}
      working={working}
      ordering={order.isPending}
      onChoose={(no, on) => setChosen((was) => (on ? new Set([...was, no]) : new Set([...was].filter((n) => n !== no))))}
      onChooseAll={(on) => setChosen(on ? initiallyChosen(cart.lines) : new Set())}
      onQuantity={(line, qty) => quantity.mutate({ line, qty })}
      onRemove={(nos) => nos.length > 0 && remove.mutate(nos)}
      onOrder={() => order.mutate(cart.lines.filter((l) => chosen.has(l.cartItemNo) && canOrder(l)).map((l) => ({ cartItemNo: l.cartItemNo, qty: l.qty })))}
    />
  );
}

/** Per line: whether its change is on its way, and the reason the server refused its last one. */
function useLineMarks() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const [lineMessages, setLineMessages] = useState<ReadonlyMap<number, string>>(new Map());
  const lineNote = (no: number, text: string | null) =>
    setLineMessages((was) => {
      const next = new Map(was);
      if (text === null) next.delete(no);
      else next.set(no, text);
      return next;
    });
  const mark = (no: number, on: boolean) =>
    setBusy((was) => {
      const next = new Set(was);
      if (on) next.add(no);
      else next.delete(no);
      return next;
    });
  return { busy, mark, lineMessages, lineNote };
}

interface LinesProps extends CartViewProps {
  cart: Cart;
  chosen: ReadonlySet<number>;
  busy: ReadonlySet<number>;
  lineMessages: ReadonlyMap<number, string>;
  message: Message;
  working?: boolean;
  ordering?: boolean;
  onChoose?: (cartItemNo: number, on: boolean) => void;
  onChooseAll?: (on: boolean) => void;
  onQuantity?: (line: CartLine, qty: number) => void;
  onRemove?: (cartItemNos: number[]) => void;
  onOrder?: () => void;
}

function Lines(p: LinesProps) {
  const { cart, chosen } = p;
  if (cart.lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="cart-empty">
        <p className="m-0 text-base text-neutral-700">{t.empty}</p>
        <a href={p.homeHref} className="inline-flex h-11 items-center border border-neutral-300 px-4 text-sm font-semibold text-black no-underline hover:border-black">
          {t.goShopping}
        </a>
        <Status message={p.message} />
      </div>
    );
  }
  const totals = cartTotals(cart.lines, chosen);
  const orderable = cart.lines.filter(canOrder);
  const chosenNos = [...chosen];
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <section className="min-w-0 flex-1" aria-label={t.title}>
        <div className="flex items-center justify-between border-b border-black pb-3">
          <Checkbox
            checked={selectAllState(cart.lines, chosen)}
            onChange={p.onChooseAll}
            disabled={orderable.length === 0}
            label={<span className="text-sm font-semibold">{t.selectAll(totals.lines, orderable.length)}</span>}
          />
          <button
            type="button"
            className="cursor-pointer border-0 bg-transparent p-1 text-sm text-neutral-700 underline disabled:cursor-not-allowed disabled:opacity-40"
            disabled={chosenNos.length === 0 || p.working}
            onClick={() => p.onRemove?.(chosenNos)}
          >
            {t.removeSelected}
          </button>
        </div>
        <ul className="m-0 list-none p-0">
          {cart.lines.map((line) => (
            <LineRow key={line.cartItemNo} {...p} line={line} />
          ))}
        </ul>
        <Status message={p.message} />
      </section>
      <aside className="border border-neutral-200 p-4 md:sticky md:top-20 md:w-80" aria-labelledby={`${p.id}-summary`} data-testid="cart-summary">
        <h2 id={`${p.id}-summary`} className="m-0 text-base font-bold">
          {t.summaryTitle}
        </h2>
        <dl className="m-0 mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
          <dt className="text-neutral-700">{t.listPrice}</dt>
          <dd className="m-0 text-right" data-total="list">
            {formatWon(totals.listPrice)}
          </dd>
          <dt className="text-neutral-700">{t.discount}</dt>
          <dd className="m-0 text-right" data-total="discount">
            {totals.discount > 0 ? `-${formatWon(totals.discount)}` : formatWon(0)}
          </dd>
          <dt className="text-neutral-700">{t.shipping}</dt>
          <dd className="m-0 text-right" data-total="shipping">
            {totals.shipping > 0 ? formatWon(totals.shipping) : t.free}
          </dd>
          <dt className="border-t border-neutral-200 pt-2 font-bold">{t.pay}</dt>
          <dd className="m-0 border-t border-neutral-200 pt-2 text-right text-lg font-bold" data-total="pay">
            {formatWon(totals.pay)}
          </dd>
        </dl>
        <Button className="mt-4" block disabled={totals.lines === 0} pending={p.ordering} onClick={p.onOrder} data-testid="cart-order">
          {totals.lines === 0 ? t.chooseToOrder : t.order(totals.lines)}
        </Button>
      </aside>
    </div>
  );
}

function LineRow(p: LinesProps & { line: CartLine }) {
  const { line } = p;
  const name = shownName(line);
  const orderable = canOrder(line);
  const busy = p.busy.has(line.cartItemNo);
  const note = p.lineMessages.get(line.cartItemNo);
  // A withheld adult-only item (src/member/withheld.ts) leads nowhere: no link, no picture.
  const href = line.adultWithheld ? undefined : p.productHref.replace('{itemNo}', String(line.itemNo));
  const canDown = line.qty > line.minQty && !busy;
  const canUp = (line.maxQty === null || line.qty < line.maxQty) && !busy && line.state !== 'soldOut' && line.state !== 'unavailable';
  const step = 'flex size-8 cursor-pointer items-center justify-center border-0 bg-transparent text-lg text-black disabled:cursor-not-allowed disabled:text-neutral-300';
  return (
    <li className="flex gap-3 border-b border-neutral-100 py-4" data-cart-line={line.cartItemNo} data-state={line.state} data-adult-withheld={line.adultWithheld ? 'true' : undefined}>
      <Checkbox
        checked={orderable && p.chosen.has(line.cartItemNo)}
        disabled={!orderable}
        onChange={(on) => p.onChoose?.(line.cartItemNo, on)}
        label={<span className="sr-only">{t.select(name)}</span>}
      />
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name link beside it, so it is left out of the tab order and the accessibility tree (announced once). */}
      <a href={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {line.imageUrl && !line.adultWithheld ? (
          <img src={imageUrl(line.imageUrl, { width: 200 })} alt="" width={80} height={96} loading="lazy" className={`block h-24 w-20 bg-neutral-100 object-cover ${orderable ? '' : 'opacity-50'}`} />
        ) : (
          <span className="block h-24 w-20 bg-neutral-100" />
        )}
      </a>
      <div className="min-w-0 flex-1">
        {line.brandName && !line.adultWithheld ? <p className="m-0 text-xs font-bold text-black">{line.brandName}</p> : null}
        <a href={href} className="mt-0.5 block text-sm text-black no-underline hover:underline">
          {name}
        </a>
        {line.optionLabel ? <p className="m-0 mt-1 text-xs text-neutral-600">{line.optionLabel}</p> : null}
        {line.text ? <p className="m-0 mt-0.5 text-xs text-neutral-600">{t.textOption(line.text)}</p> : null}
        {line.state !== 'orderable' ? (
          <p className="m-0 mt-1 text-xs font-semibold text-red-700" data-testid="line-state">
            {t.states[line.state] ?? t.states.unavailable}
            {line.reason ? <span className="font-normal"> · {line.reason}</span> : null}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <fieldset className="m-0 inline-flex min-w-0 items-center border border-neutral-300 p-0" aria-label={t.quantity(name)}>
            <button type="button" className={step} aria-label={t.decrease(name)} disabled={!canDown} onClick={() => p.onQuantity?.(line, line.qty - 1)}>
              −
            </button>
            <output className="min-w-8 text-center text-sm" aria-live="polite" data-testid="line-qty">
              {line.qty}
            </output>
            <button type="button" className={step} aria-label={t.increase(name)} disabled={!canUp} onClick={() => p.onQuantity?.(line, line.qty + 1)}>
              +
            </button>
          </fieldset>
          <p className="m-0 text-right text-sm">
            {line.consumerUnitPrice > line.unitPrice ? <s className="mr-1 text-xs text-neutral-500">{formatWon(line.consumerUnitPrice * line.qty)}</s> : null}
            <strong data-testid="line-price">{formatWon(line.unitPrice * line.qty)}</strong>
          </p>
        </div>
        {note ? (
          <p className="m-0 mt-1 text-xs text-red-700" role="alert">
            {note}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="h-8 shrink-0 cursor-pointer self-start border-0 bg-transparent px-1 text-xs text-neutral-600 underline disabled:cursor-not-allowed disabled:opacity-40"
        aria-label={t.removeLine(name)}
        disabled={p.working}
        onClick={() => p.onRemove?.([line.cartItemNo])}
      >
        {t.remove}
      </button>
    </li>
  );
}

function Status({ message }: { message: Message }) {
  return (
    <p className={`m-0 mt-3 min-h-5 text-sm ${message?.failed ? 'text-red-700' : 'text-neutral-700'}`} role="status" data-testid="cart-message">
      {message?.text ?? ''}
    </p>
  );
}
