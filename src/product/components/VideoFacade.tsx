import { productCopy } from '../../copy/ko';
import type { VideoBlock } from '../subviews';

/**
 * A video that loads nothing of its host until the shopper asks (issue 13 item 4): a link to the
 * player, which the entry swaps for the player itself on a tap (client/video-facade.ts), and
 * which without JavaScript opens the player in a new tab. No poster either: fetching one would
 * tell the host of the visit before the tap.
 */
export function VideoFacade({ video, ...data }: { video: VideoBlock; 'data-detail'?: string; 'data-shortform'?: string }) {
  return (
    <div className="relative w-full" style={{ aspectRatio: '16 / 9' }} data-video-host={video.host} {...data}>
      <a
        href={video.embedUrl}
        target="_blank"
        rel="noopener"
        data-video-play={video.title}
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-neutral-900 text-white no-underline"
      >
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 pl-1 text-2xl text-black">
          ▶
        </span>
        {/* The name is the visible text plus "재생" for screen readers, so it contains what is seen (WCAG 2.5.3). */}
        <span className="px-4 text-center text-sm">{video.title}</span>
        <span className="text-xs text-neutral-300">{productCopy.detail.videoHint}</span>
        <span className="sr-only">{` ${productCopy.detail.videoPlay}`}</span>
      </a>
    </div>
  );
}
