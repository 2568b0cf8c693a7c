import * as z from 'zod/mini';
import { Carousel } from '../Carousel';

/** Item images as the server prepared them: final URLs and intrinsic sizes (no layout shift). */
export const propsSchema = z.object({
  id: z.string(),
  label: z.string(),
  images: z.array(
    z.object({
      src: z.string(),
      alt: z.string(),
      width: z.number(),
      height: z.number(),
    }),
  ),
});

export type ImageCarouselProps = z.infer<typeof propsSchema>;

/** The item-page gallery: a scroll-snap carousel of images, the first one loaded eagerly. */
export default function ImageCarousel({ id, label, images }: ImageCarouselProps) {
  return (
    <Carousel
      id={id}
      label={label}
      items={images}
      itemKey={(image) => image.src}
      renderItem={(image, i) => (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : undefined}
          decoding="async"
          draggable={false}
          className="block h-auto w-full bg-neutral-100 object-cover"
        />
      )}
    />
  );
}
