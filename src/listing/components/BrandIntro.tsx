/** The brand home's intro under its title: the English name and the brand's comment. */
export function BrandIntro({ nameEng, comment }: { nameEng: string | null | undefined; comment: string | null | undefined }) {
  if (!nameEng && !comment) return null;
  return (
    <div className="px-4 pt-2 text-sm text-neutral-600">
      {nameEng ? <p className="m-0 font-semibold tracking-wide">{nameEng}</p> : null}
      {comment ? <p className="m-0 mt-2 whitespace-pre-line">{comment}</p> : null}
    </div>
  );
}
