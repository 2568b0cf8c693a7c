import type { LikedBrand } from '../../../schemas/brand-heart';
import { ko } from '../../copy/ko';
import { brandLink, type LinkAt } from '../../navigation/links';
import { Island } from '../../ui/Island';
import BrandLikeButton from '../islands/BrandLikeButton';

export interface LikedBrandsProps {
  brands: LikedBrand[];
  count: number;
  at: LinkAt;
  loginUrl: string;
  /** Paging links, null where there is no such page. */
  prevHref: string | null;
  nextHref: string | null;
}

/** The likes page's brand tab: each liked brand with a link to its home and its heart to unlike. */
export function LikedBrands({ brands, count, at, loginUrl, prevHref, nextHref }: LikedBrandsProps) {
  const p = ko.navigation.pages;
  if (brands.length === 0) {
    return (
      <p className="m-0 px-4 py-10 text-center text-sm text-neutral-600" data-testid="liked-brands-empty">
        {p.likesBrandsEmpty}
      </p>
    );
  }
  return (
    <div className="px-4" data-testid="liked-brands">
      <p className="m-0 py-3 text-sm text-neutral-600">{p.likesBrandsCount(count)}</p>
      <ul className="m-0 list-none divide-y divide-neutral-200 border-y border-neutral-200 p-0">
        {brands.map((b) => {
          const props = { id: `brand-like-${b.frontBrandNo}`, frontBrandNo: b.frontBrandNo, liked: true, heartCount: b.heartCount, loginUrl };
          return (
            <li key={b.frontBrandNo} className="flex items-center justify-between gap-3 py-2" data-brand-no={b.frontBrandNo}>
              <a href={brandLink(b.frontBrandNo, { at }) ?? undefined} className="min-w-0 flex-1 text-black no-underline">
                <span className="block truncate text-sm font-bold">{b.name}</span>
                {b.nameEng ? <span className="block truncate text-xs text-neutral-600">{b.nameEng}</span> : null}
              </a>
              <Island name="BrandLikeButton" id={props.id} props={props}>
                <BrandLikeButton {...props} />
              </Island>
            </li>
          );
        })}
      </ul>
      {prevHref || nextHref ? (
        <nav className="flex justify-between py-4 text-sm">
          {prevHref ? (
            <a href={prevHref} className="text-black">
              {p.prevPage}
            </a>
          ) : (
            <span />
          )}
          {nextHref ? (
            <a href={nextHref} className="text-black">
              {p.morePage}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
