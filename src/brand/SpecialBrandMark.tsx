import { pdpCopy } from '../copy/ko';

/** The 스페셜 브랜드 mark beside a brand's name (spec 9); the caller decides with isSpecialBrand. */
export function SpecialBrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-block rounded-1 bg-black px-1.5 py-0.5 align-middle text-[11px] font-bold leading-none text-white ${className}`} data-special-brand="">
      {pdpCopy.specialBrand}
    </span>
  );
}
