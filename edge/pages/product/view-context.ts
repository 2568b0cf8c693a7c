import type { Context } from 'hono';
import type { ViewContext } from '../../../src/product/page-view';
import { appStoreLinks } from '../../../src/shop/identity';
import type { AppEnv } from '../../app-env';
import { onelinkBase } from '../../context/providers';
import { contextOf } from '../../context/request-context';

/** What the item page and its sub-views build their view from: this request's context, one way. */
export function productViewContext(c: Context<AppEnv>): ViewContext {
  const context = contextOf(c);
  return {
    now: context.now,
    device: context.device,
    siteOrigin: context.siteOrigin,
    flags: context.flags,
    promotion: context.promotion,
    gender: context.member?.gender ?? null,
    linkBase: onelinkBase(c.env, context.url.origin),
    stores: appStoreLinks(context.shop),
  };
}
