/**
 * Recommendations for the recommend tab and the add-to-cart / like-together sheets. Ours,
 * served at `GET /api/v5/product-detail/{itemNo}/recommendations?type=similar|cart|like`.
 */

import * as z from 'zod';
import { cardList } from './card-list';
import { ItemCardSchema } from './item-detail';
import { str } from './primitives';

export const RecommendationSchema = z.object({ title: str(), items: cardList(ItemCardSchema) });
export type Recommendation = z.output<typeof RecommendationSchema>;
export type RecommendationInput = z.input<typeof RecommendationSchema>;
