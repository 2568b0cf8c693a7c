import { ordersCopy as t } from '../../copy/ko';

/** The order list's two tabs: the member's own orders and the gifts they received. */
export function OrderTabs({ current, ordersHref, giftsHref }: { current: 'orders' | 'gifts'; ordersHref: string; giftsHref: string }) {
  const tab = (here: boolean, href: string, label: string) => (
    <a
      href={href}
      aria-current={here ? 'page' : undefined}
      className={`flex h-10 flex-1 items-center justify-center border-b-2 text-sm no-underline ${here ? 'border-black font-bold text-black' : 'border-transparent text-neutral-600'}`}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={t.title} className="flex border-b border-neutral-200">
      {tab(current === 'orders', ordersHref, t.tabOrders)}
      {tab(current === 'gifts', giftsHref, t.tabGifts)}
    </nav>
  );
}
