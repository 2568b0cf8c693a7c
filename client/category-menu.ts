/**
 * The desktop header's category menu (src/shell/CategoryMenu.tsx), without an island: once this
 * runs, the 카테고리 link gives way to a disclosure button. The first open loads the category
 * page the link points to (the phone's category tab, shared and cached like any page) and shows
 * its category links; Escape closes and puts focus back on the button, as does a click outside
 * (focus then stays where the click put it). If that page cannot be had, the button does what
 * the link did.
 */
export function armCategoryMenu(): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', arm, { once: true });
  else arm();
}

function arm(): void {
  const root = document.querySelector<HTMLElement>('[data-category-menu]');
  const link = root?.querySelector<HTMLAnchorElement>('a[href]');
  const button = root?.querySelector<HTMLButtonElement>('[data-category-menu-button]');
  const panel = root?.querySelector<HTMLElement>('[data-category-menu-panel]');
  if (!root || !link || !button || !panel) return;
  const hadFocus = document.activeElement === link;
  link.hidden = true;
  button.hidden = false;
  if (hadFocus) button.focus();

  let loaded: Promise<boolean> | null = null;
  const load = (): Promise<boolean> => {
    loaded ??= fetch(link.href, { credentials: 'same-origin', headers: { accept: 'text/html' } })
      .then(async (res) => {
        if (!res.ok) return false;
        const page = new DOMParser().parseFromString(await res.text(), 'text/html');
        const grid = page.querySelector('[data-testid="category-groups"] > div');
        if (!grid) return false;
        const list = document.importNode(grid, true);
        // The group names are headings on their own page; inside the header they are labels.
        for (const h of list.querySelectorAll('h2')) {
          const p = document.createElement('p');
          p.className = h.className;
          p.textContent = h.textContent;
          h.replaceWith(p);
        }
        panel.replaceChildren(list);
        return true;
      })
      .catch(() => false)
      .then((ok) => {
        if (!ok) loaded = null;
        return ok;
      });
    return loaded;
  };

  const open = (value: boolean) => {
    button.setAttribute('aria-expanded', String(value));
    panel.hidden = !value;
  };

  button.addEventListener('click', () => {
    if (button.getAttribute('aria-expanded') === 'true') {
      open(false);
      return;
    }
    if (!panel.hasChildNodes()) panel.textContent = button.dataset.loading ?? '';
    open(true);
    void load().then((ok) => {
      if (!ok) window.location.assign(link.href);
    });
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
    open(false);
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (button.getAttribute('aria-expanded') === 'true' && event.target instanceof Node && !root.contains(event.target)) open(false);
  });
}
