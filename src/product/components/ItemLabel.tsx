import type { LabelView } from '../item-label-view';

const STYLE: Record<LabelView['kind'], string> = {
  sale: 'border-red-700 text-red-700',
  date: 'border-neutral-800 text-neutral-900',
  dday: 'border-black bg-black text-white',
};

const SIZE = { sm: 'px-1.5 py-px text-[11px] leading-4', md: 'px-2 py-0.5 text-xs leading-5' } as const;

/** An item label (spec 4.2: sale, date, d-day) as a small tag: server text, no script. */
export function ItemLabel({ label, size = 'sm', className = '' }: { label: LabelView | null | undefined; size?: keyof typeof SIZE; className?: string }) {
  if (!label) return null;
  return (
    <span className={`inline-block rounded-sm border font-bold ${SIZE[size]} ${STYLE[label.kind]} ${className}`} data-item-label={label.kind}>
      {label.text}
    </span>
  );
}
