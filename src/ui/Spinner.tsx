import { commonCopy } from '../copy/ko';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner announces itself (role=status); without, it is decoration. */
  label?: string;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-3' } as const;

export function Spinner({ size = 'md', label, className = '' }: SpinnerProps) {
  const ring = <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-none ${SIZES[size]} ${className}`} />;
  if (label === undefined) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label || commonCopy.loading}</span>
    </span>
  );
}
