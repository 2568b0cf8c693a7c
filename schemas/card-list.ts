import type * as z from 'zod';
import { listableCards, type AdultFlagged } from '../rules/adult-listing';
import { lenientList } from './fields';
import { list } from './primitives';

/**
 * Every list of item cards the storefront parses (grids, search, brand best, related items,
 * recommendations, item groups) goes through one of these, so an adult-only card is dropped
 * at the parse, before any page, island or gateway answer sees it (rules/adult-listing.ts). A
 * counted page of a grid (schemas/listing.ts) drops them with `listedPage`, which also takes
 * them off its count.
 */

/** `list(card)` without adult-only cards; a bad card fails the answer, as `list` does. */
export const cardList = <T extends z.ZodType<AdultFlagged>>(card: T) => list(card).transform((cards) => listableCards(cards));

/** `lenientList(card)` without adult-only cards; bad cards are dropped, as `lenientList` does. */
export const lenientCardList = <T extends z.ZodType<AdultFlagged>>(card: T) => lenientList(card).transform((cards) => listableCards(cards));
