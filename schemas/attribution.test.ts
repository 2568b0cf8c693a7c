import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_NO_LINK_MESSAGE, AttributionLinkParamsSchema, AttributionLinkResponseSchema } from './attribution';

describe('AttributionLinkParamsSchema', () => {
  it('parses the twelve parameters', () => {
    const p = AttributionLinkParamsSchema.parse({
      pid: 'web_share',
      c: 'weeks_2025',
      af_adset: 'pdp',
      af_ad: 'item_1024',
      is_retargeting: 'true',
      af_click_lookback: '7d',
      af_dp: 'shopapp://product/1024',
      af_web_dp: 'https://shop.example/products/1024',
      deep_link_value: 'product/1024',
      utm_source: 'share',
      utm_campaign: 'weeks',
      utm_content: 'pdp',
    });
    expect(p.is_retargeting).toBe(true);
    expect(p.af_dp).toBe('shopapp://product/1024');
  });

  it('needs pid and refuses unsafe deep links', () => {
    expect(AttributionLinkParamsSchema.safeParse({}).success).toBe(false);
    expect(AttributionLinkParamsSchema.safeParse({ pid: 'x', af_dp: 'javascript:alert(1)' }).success).toBe(false);
    expect(AttributionLinkParamsSchema.safeParse({ pid: 'x', af_web_dp: 'ftp://x.example' }).success).toBe(false);
    expect(AttributionLinkParamsSchema.safeParse({ pid: 'x', af_click_lookback: '7 days' }).success).toBe(false);
    expect(AttributionLinkParamsSchema.safeParse({ pid: 'x', is_retargeting: 'yes' }).success).toBe(false);
  });
});

describe('AttributionLinkResponseSchema', () => {
  it('reads the link from either envelope', () => {
    expect(AttributionLinkResponseSchema.parse({ link: 'https://go.example/abc' })).toEqual({ link: 'https://go.example/abc' });
    expect(AttributionLinkResponseSchema.parse({ result: 'SUCCESS', data: { link: 'https://go.example/abc' } })).toEqual({ link: 'https://go.example/abc' });
    expect(AttributionLinkResponseSchema.parse({ data: 'https://go.example/abc' })).toEqual({ link: 'https://go.example/abc' });
  });

  it('an answer without a usable link is a failure with the spec message', () => {
    for (const body of [{}, { data: null }, { data: {} }, { link: '' }, { link: 'javascript:alert(1)' }, null, 'oops']) {
      const r = AttributionLinkResponseSchema.safeParse(body);
      expect(r.success, JSON.stringify(body)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(ATTRIBUTION_NO_LINK_MESSAGE);
    }
    expect(ATTRIBUTION_NO_LINK_MESSAGE).toBe('Onelink creation failed: no link in response');
  });
});
