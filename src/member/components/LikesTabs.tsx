import { ko } from '../../copy/ko';

/** The likes page's two tabs (items, brands), each its own address, the current one marked. */
export function LikesTabs({ current, productsHref, brandsHref }: { current: 'products' | 'brands'; productsHref: string; brandsHref: string }) {
  const tab = (key: 'products' | 'brands', href: string, label: string) => (
    <a
      href={href}
      aria-current={current === key ? 'page' : undefined}
      className={`flex h-11 flex-1 items-center justify-center border-b-2 text-sm no-underline ${current === key ? 'border-black font-bold text-black' : 'border-transparent text-neutral-600'}`}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label={ko.navigation.pages.likesTabs} className="mx-4 mt-2 flex border-b border-neutral-200" data-testid="likes-tabs">
      {tab('products', productsHref, ko.navigation.pages.likesProducts)}
      {tab('brands', brandsHref, ko.navigation.pages.likesBrands)}
    </nav>
  );
}
