/**
 * Detail videos load nothing until the shopper asks (issue 13 item 4; the page draws a link to
 * the player, src/product/components/DetailContent.tsx). A tap on the link puts the player in
 * its place, playing; a modified click (new tab, new window) is left to the browser, and so is
 * the link when this code never ran.
 */
export function armVideoFacades(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-video-play]') : null;
    if (!link) return;
    event.preventDefault();
    const player = document.createElement('iframe');
    const src = new URL(link.href);
    src.searchParams.set('autoplay', '1');
    player.src = src.href;
    player.title = link.dataset.videoPlay ?? '';
    player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    player.referrerPolicy = 'strict-origin-when-cross-origin';
    player.className = 'absolute inset-0 h-full w-full border-0';
    link.replaceWith(player);
    player.focus();
  });
}
