import { type CardLayout, cardImageAttrs, cardImageSource } from './card-image';

/**
 * An item card's picture: AVIF for the browsers that take it, else the WebP `<img>` (which also
 * holds the box, the priority and the lazy loading: a `<source>` only changes which file).
 * `display: contents` keeps the `<img>` the box the card's layout sizes.
 */
export function CardPicture({ src, layout, index, priority, className }: { src: string; layout: CardLayout; index: number; priority: boolean; className: string }) {
  const source = cardImageSource(src, layout);
  return (
    <picture className="contents">
      {source ? <source type={source.type} srcSet={source.srcSet} sizes={source.sizes} /> : null}
      <img {...cardImageAttrs(src, layout, index, priority)} alt="" className={className} />
    </picture>
  );
}
