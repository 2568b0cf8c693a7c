import { pdpCopy } from '../../copy/ko';
import type { Badge } from '../badges';

const TONE: Record<Badge['kind'], string> = {
  coupon: 'border-blue-700 text-blue-800',
  freeShipping: 'border-gray-700 text-gray-800',
  new: 'border-red-700 text-red-700',
};

/** Spec 3.6: coupon, free shipping, new — the order comes from the rule, not from here. */
export function Badges({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="pdp-badges mt-3 flex flex-wrap gap-1 p-0 list-none" aria-label={pdpCopy.badges} data-testid="badges">
      {badges.map((b) => (
        <li key={b.kind} data-badge={b.kind} className={`border rounded-sm px-1.5 py-0.5 text-[11px] font-semibold leading-none ${TONE[b.kind]}`}>
          {b.label}
        </li>
      ))}
    </ul>
  );
}
