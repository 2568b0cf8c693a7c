import type { ReactNode } from 'react';

/** The brand home's intro under its title: the English name, the brand's comment and its heart. */
export function BrandIntro({ nameEng, comment, like }: { nameEng: string | null | undefined; comment: string | null | undefined; like?: ReactNode }) {
  if (!nameEng && !comment && !like) return null;
  return (
    <div className="flex items-start gap-3 px-4 pt-2 text-sm text-neutral-600">
      <div className="min-w-0 flex-1">
        {nameEng ? <p className="m-0 font-semibold tracking-wide">{nameEng}</p> : null}
        {comment ? <p className="m-0 mt-2 whitespace-pre-line">{comment}</p> : null}
      </div>
      {like ?? null}
    </div>
  );
}
