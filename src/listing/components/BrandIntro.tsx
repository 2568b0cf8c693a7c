import type { ReactNode } from 'react';
import { SpecialBrandMark } from '../../brand/SpecialBrandMark';

/**
 * The brand home's intro under its title: the English name, the 스페셜 브랜드 mark when the
 * upstream flags the brand (spec 9, `special` from isSpecialBrand), the brand's comment and its heart.
 */
export function BrandIntro({ nameEng, comment, like, special = false }: { nameEng: string | null | undefined; comment: string | null | undefined; like?: ReactNode; special?: boolean }) {
  if (!nameEng && !comment && !like && !special) return null;
  return (
    <div className="flex items-start gap-3 px-4 pt-2 text-sm text-neutral-600">
      <div className="min-w-0 flex-1">
        {nameEng || special ? (
          <p className="m-0 font-semibold tracking-wide">
            {nameEng}
            {special ? <SpecialBrandMark className={nameEng ? 'ml-2' : ''} /> : null}
          </p>
        ) : null}
        {comment ? <p className="m-0 mt-2 whitespace-pre-line">{comment}</p> : null}
      </div>
      {like ?? null}
    </div>
  );
}
