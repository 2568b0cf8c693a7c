import { purchaseCopy } from '../../copy/ko';
import { Carousel } from '../../ui/Carousel';
import type { ProductGalleryProps } from '../purchase/props-schema';
import { productGalleryGuard } from '../purchase/props-guards';

// A guard, not zod/mini: a first scroll at 375 px hydrates the gallery, and zod's core (7.8 KB
// gz) would come with it; the server checks the props in full (src/islands/server-props.ts).
export const propsSchema = productGalleryGuard;

// Item photos are 4:5; an image the upstream gave no size still reserves that box.
const FALLBACK_WIDTH = 1000;
const FALLBACK_HEIGHT = 1250;

/**
 * The item images (spec 4.7 carousel paging). The server built every URL and srcset
 * (src/ui/image-url.ts) and gives each image its intrinsic size, so nothing shifts while images
 * load. The first image is the LCP element: loaded eagerly, at high priority; the rest lazily.
 */
export default function ProductGallery({ id = 'product-gallery', label = purchaseCopy.galleryLabel, images }: ProductGalleryProps) {
  if (images.length === 0) {
    return <div aria-hidden="true" className="aspect-[4/5] w-full bg-neutral-100" />;
  }
  return (
    <Carousel
      id={id}
      label={label}
      items={images}
      itemKey={(image, i) => `${i}:${image.src}`}
      renderItem={(image, i) => (
        <img
          src={image.src}
          srcSet={image.srcSet || undefined}
          sizes={image.srcSet ? image.sizes || undefined : undefined}
          alt={image.alt}
          width={image.width > 0 ? image.width : FALLBACK_WIDTH}
          height={image.height > 0 ? image.height : FALLBACK_HEIGHT}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : undefined}
          decoding={i === 0 ? 'sync' : 'async'}
          draggable={false}
          className="block h-auto w-full bg-neutral-100 object-cover"
        />
      )}
    />
  );
}
