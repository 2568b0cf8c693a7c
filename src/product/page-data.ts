import type { AdditionalDetail } from '../../schemas/additional-detail';
import type { ItemDetail } from '../../schemas/item-detail';
import type { HeartAnswer } from '../../schemas/member-action';
import type { QnaPage } from '../../schemas/qna';
import type { Recommendation } from '../../schemas/recommendation';
import type { ReviewPage } from '../../schemas/review';
import type { Settled } from '../async/settle';

/** The item page's data as the edge loader hands it to the page (edge/pages/product/loader.ts). */
export interface ProductPageData {
  /** Critical: awaited before the shell (3 s timeout). A failure decides the page's status. */
  item: ItemDetail;
  /** Deferred: each streams into its own Suspense boundary and never rejects. */
  additional: Promise<Settled<AdditionalDetail>>;
  reviews: Promise<Settled<ReviewPage>>;
  qna: Promise<Settled<QnaPage>>;
  similar: Promise<Settled<Recommendation>>;
  /** Deferred, members only: whether they like the item (null for a visitor). */
  heart: Promise<Settled<HeartAnswer>> | null;
  /** Deferred, members only: whether they like the item's brand (null for a visitor). */
  brandHeart: Promise<Settled<HeartAnswer>> | null;
  /** Stops the deferred calls, e.g. when the page turns out to be gated. */
  cancelDeferred(): void;
}
