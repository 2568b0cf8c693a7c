import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in progress: clicks are blocked and a spinner replaces the label (spec 4.7). */
  pending?: boolean;
  block?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-black text-white border-black hover:bg-neutral-800',
  secondary: 'bg-white text-black border-neutral-300 hover:border-black',
  ghost: 'bg-transparent text-current border-transparent hover:bg-black/5',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-13 px-5 text-lg',
};

/**
 * Spec 4.7: disabled or pending blocks clicks. A pending button keeps focus (aria-disabled
 * rather than the disabled attribute) so keyboard users do not lose their place mid-request.
 */
export function Button({ variant = 'primary', size = 'md', pending = false, disabled = false, block = false, type = 'button', className = '', onClick, children, ...rest }: ButtonProps) {
  const blocked = disabled || pending;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-variant={variant}
      onClick={handleClick}
      className={`relative inline-flex items-center justify-center gap-2 rounded-1 border font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40 aria-busy:cursor-progress ${VARIANTS[variant]} ${SIZES[size]} ${block ? 'w-full' : ''} ${className}`}
    >
      {pending ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size="sm" />
        </span>
      ) : null}
      <span className={pending ? 'invisible' : 'contents'}>{children}</span>
    </button>
  );
}
