import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';

export type CheckboxState = boolean | 'indeterminate';

export interface CheckboxProps {
  checked: CheckboxState;
  onChange?: (checked: boolean) => void;
  label: ReactNode;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/**
 * A native checkbox (keyboard, forms and screen readers for free) with a drawn box. Spec 4.7:
 * indeterminate shows a dash and no check mark; the DOM `indeterminate` flag has no HTML
 * attribute, so it is set after render.
 */
export function Checkbox({ checked, onChange, label, name, value, disabled, required, className = '' }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const state = indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <label data-state={state} className={`group inline-flex cursor-pointer select-none items-center gap-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40 ${className}`}>
      <input
        ref={ref}
        type="checkbox"
        className="peer sr-only"
        checked={checked === true}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange?.(e.target.checked)}
        readOnly={onChange === undefined}
        name={name}
        value={value}
        disabled={disabled}
        required={required}
      />
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center rounded-0.5 border border-neutral-400 bg-white text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 group-data-[state=checked]:border-black group-data-[state=checked]:bg-black group-data-[state=indeterminate]:border-black group-data-[state=indeterminate]:bg-black"
      >
        {state === 'checked' ? (
          <svg data-mark="check" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 8.5l3 3 7-7" />
          </svg>
        ) : null}
        {state === 'indeterminate' ? (
          <svg data-mark="dash" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3.5 8h9" />
          </svg>
        ) : null}
      </span>
      <span>{label}</span>
    </label>
  );
}
