import { pdpCopy, purchaseCopy } from '../../copy/ko';
import { shortformPath, shortformVideos } from '../subviews';
import { imageUrl, srcSet } from '../../ui/image-url';
import { addedDescriptionSections, cautionSections, descriptionSections, detailBlocks, type DetailBlock, type TextSection } from '../detail-content';
import { DETAIL_WIDTHS } from '../page-view';
import type { ItemDetail } from '../../../schemas/item-detail';
import { giftImages } from '../fields';
import { GiftImages } from './ItemFields';
import { Html } from './Html';
import { VideoFacade } from './VideoFacade';

const DETAIL_SIZES = '(max-width: 720px) 100vw, 720px';

function DetailImage({ src, width, height, alt }: { src: string; width: number; height: number; alt: string }) {
  return (
    <img
      src={imageUrl(src, { width: 640 })}
      srcSet={srcSet(src, DETAIL_WIDTHS)}
      sizes={DETAIL_SIZES}
      width={width || 1000}
      height={height || 1500}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="block h-auto w-full"
    />
  );
}

function Block({ block, savingMode }: { block: DetailBlock; savingMode: boolean }) {
  switch (block.kind) {
    case 'image':
      return (
        <figure className="m-0" data-detail="image">
          <DetailImage src={block.src} width={block.width} height={block.height} alt={block.alt} />
          {block.caption ? <Html as="div" html={block.caption} className="px-4 py-3 text-sm text-gray-700" /> : null}
        </figure>
      );
    case 'video':
      if (savingMode) {
        return (
          <p className="px-4 py-3 text-center" data-detail="video-link">
            <a href={block.embedUrl} rel="noopener" target="_blank" className="text-sm underline">
              {block.title}
            </a>
          </p>
        );
      }
      return <VideoFacade video={block} data-detail="video" />;
    case 'title':
      return (
        <div className="px-4 py-6 text-center" data-detail="title">
          {block.text ? <h3 className="text-lg font-bold">{block.text}</h3> : null}
          {block.body ? <Html html={block.body} className="mt-2 text-sm text-gray-700" /> : null}
        </div>
      );
    case 'link': {
      const inner = block.src ? (
        <DetailImage src={block.src} width={block.width} height={block.height} alt={block.text || pdpCopy.detailLink} />
      ) : (
        <span className="inline-block rounded border border-gray-300 px-4 py-2 text-sm">{block.text}</span>
      );
      return (
        <div className="py-2 text-center" data-detail="link">
          {block.href ? (
            <a href={block.href} rel="noopener" className="block">
              {inner}
            </a>
          ) : (
            inner
          )}
        </div>
      );
    }
  }
}

function TextSections({ sections, testId }: { sections: TextSection[]; testId: string }) {
  if (sections.length === 0) return null;
  return (
    <div className="mt-6 space-y-6 px-4" data-testid={testId}>
      {sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
        <section key={i}>
          {s.title ? <h3 className="text-base font-bold">{s.title}</h3> : null}
          {s.body ? <Html html={s.body} className="mt-2 text-sm leading-relaxed text-gray-800" /> : null}
          {s.link ? (
            <a href={s.link} rel="noopener" className="mt-2 inline-block text-sm underline">
              {pdpCopy.moreLink}
            </a>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/**
 * The 상품정보 tab's contents drawn from the item detail alone (and saving mode): gifts, detail
 * content, notices. It works out its parts itself, so a page that writes it out as the fragment
 * cache (src/ui/fragment-cache.tsx) does not work them out either. The size chart follows it,
 * streamed: its layout waits for the additional detail's sizeChartType (StreamedSizeChart).
 */
export function ItemInfo({ item, title, savingMode }: { item: ItemDetail; title: string; savingMode: boolean }) {
  return (
    <>
      <GiftImages images={giftImages(item)} />
      <DetailContent item={item} title={title} savingMode={savingMode} />
    </>
  );
}

/** The 상품정보 tab: detail content (image types 4–7), texts, model sizes, notices, cautions. */
function DetailContent({ item, title, savingMode }: { item: ItemDetail; title: string; savingMode: boolean }) {
  const detail = detailBlocks(item, title);
  const cautions = cautionSections(item);
  const videos = shortformVideos(detail);
  return (
    <div className="pdp-detail">
      {videos.length > 0 && !savingMode ? (
        <p className="m-0 px-4 pt-4">
          <a href={shortformPath(item.itemNo)} className="inline-flex h-10 items-center rounded-full border border-neutral-300 px-4 text-sm" data-shortform-link="">
            {purchaseCopy.shortformLink(videos.length)}
          </a>
        </p>
      ) : null}
      <TextSections sections={descriptionSections(item)} testId="descriptions" />
      {detail.length > 0 ? (
        <div className="mx-auto mt-6 max-w-[720px]" data-testid="detail-content">
          {detail.map((block, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
            <Block key={i} block={block} savingMode={savingMode} />
          ))}
        </div>
      ) : null}
      <TextSections sections={addedDescriptionSections(item)} testId="added-descriptions" />
      {item.itemModelSizes.length > 0 ? (
        <section className="mt-8 px-4" aria-labelledby="model-size-title">
          <h3 id="model-size-title" className="text-base font-bold">
            {pdpCopy.modelSize}
          </h3>
          <ul className="mt-2 list-none space-y-1 p-0 text-sm text-gray-700">
            {item.itemModelSizes.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
              <li key={i}>{pdpCopy.modelSizeLine(m)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.itemDetailsList.length > 0 ? (
        <section className="mt-8 px-4" aria-labelledby="notice-title">
          <h3 id="notice-title" className="text-base font-bold">
            {pdpCopy.itemNotice}
          </h3>
          <table className="mt-2 w-full border-collapse text-left text-sm" data-testid="item-notice">
            <tbody>
              {item.itemDetailsList.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: upstream content without an id of its own (repeats allowed), drawn in the order given and never reordered.
                <tr key={i} className="border-b border-gray-200">
                  <th scope="row" className="w-1/3 bg-gray-50 px-3 py-2 align-top font-semibold text-gray-700">
                    {d.title}
                  </th>
                  <td className="px-3 py-2">
                    <Html as="span" html={d.content} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {cautions.length > 0 ? (
        <section className="mt-8 space-y-4 px-4" data-testid="cautions">
          {cautions.map((c) => (
            <div key={c.kind}>
              <h3 className="text-sm font-bold">{c.title}</h3>
              <Html html={c.body} className="mt-1 text-xs leading-relaxed text-gray-600" />
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
