import { useState } from 'react';
import * as z from 'zod/mini';

/** Spec 2.8: the development/QA environment label at the top left; a click hides it. */
export const propsSchema = z.object({ label: z.string(), hideLabel: z.string() });
export type QaLabelProps = z.infer<typeof propsSchema>;

export default function QaLabel({ label, hideLabel }: QaLabelProps) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <button
      type="button"
      title={hideLabel}
      aria-label={`${label} · ${hideLabel}`}
      data-testid="qa-label"
      onClick={() => setShown(false)}
      className="fixed left-1 top-1 z-[70] cursor-pointer rounded-1 border-0 bg-orange-700 px-2 py-0.5 text-[10px] font-bold text-white"
    >
      {label}
    </button>
  );
}
