import { callJson, type DataOptions } from '../../browser/data-client';
import type { ActionResult } from '../../browser/failures';
import { heartRequest } from './requests';
import { readHeartAnswer } from './responses';

/** 좋아요 / 좋아요 취소: the gateway's answer checked with zod/mini (./responses.ts) before it is trusted. */
export const setLiked = (itemNo: number, like: boolean, o?: DataOptions): Promise<ActionResult<{ liked: boolean; heartCount: number }>> => callJson(heartRequest(itemNo, like), readHeartAnswer, o);
