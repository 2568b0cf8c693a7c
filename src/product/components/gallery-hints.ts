import { preload } from 'react-dom';
import type { GalleryImageProps } from '../page-view';

/**
 * The preload hint the gallery's first image asks React for (it loads eagerly, at high priority:
 * the page's LCP), asked for by the page itself beside the gallery, so that the gallery can be
 * cached as a fragment (src/ui/fragment-cache.tsx, `FragmentHints`). The same source, srcset and sizes as
 * ProductGallery's first `img`: React then asks once, and a kept copy that differed would not be
 * kept at all (edge/render/fragment-cache.tsx compares the hints).
 */
export function preloadFirstImage(images: readonly GalleryImageProps[]): void {
  const first = images[0];
  if (!first) return;
  const srcSet = first.srcSet || undefined;
  preload(first.src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? first.sizes || undefined : undefined, fetchPriority: 'high' });
}
