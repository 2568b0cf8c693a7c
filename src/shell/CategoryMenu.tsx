import { navigationCopy } from '../copy/ko';

export const CATEGORY_MENU_ID = 'header-category-menu';

/**
 * The desktop header's 카테고리 (issue 29 §3): a link to the category page (the phone's category
 * tab) that client/category-menu.ts turns into a disclosure once it runs — a button with
 * aria-expanded controlling a list of the same page's category links, loaded on first open.
 * Without JavaScript the link is all there is, and it works. The categories are not drawn here:
 * the shell does not load them for every page, and the header must not wait for them.
 */
export function CategoryMenu({ href, label, current }: { href: string; label: string; current: boolean }) {
  return (
    <div className="relative" data-category-menu="">
      <a href={href} aria-current={current ? 'page' : undefined} className="whitespace-nowrap text-black no-underline aria-[current=page]:underline" data-header-tab="category">
        {label}
      </a>
      <button
        type="button"
        hidden
        aria-expanded="false"
        aria-controls={CATEGORY_MENU_ID}
        className="whitespace-nowrap border-0 bg-transparent p-0 font-semibold text-black"
        data-category-menu-button=""
        data-loading={navigationCopy.categoryMenuLoading}
      >
        {label}
      </button>
      <section
        id={CATEGORY_MENU_ID}
        hidden
        className="absolute left-0 top-full z-30 mt-3 max-h-[70vh] w-[36rem] overflow-y-auto rounded-1 border border-neutral-200 bg-white p-4 font-normal shadow-lg"
        data-category-menu-panel=""
        aria-label={navigationCopy.categoryMenuLabel}
      />
    </div>
  );
}
