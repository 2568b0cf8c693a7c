import { describe, expect, it } from 'vitest';
import { SANDBOX_ADDRESSES } from './addresses';
import { MAX_RESULTS, searchAddresses } from './search';

describe('sandbox postcode search', () => {
  it('has a real-looking table across the country', () => {
    expect(SANDBOX_ADDRESSES.length).toBeGreaterThanOrEqual(40);
    expect(SANDBOX_ADDRESSES.length).toBeLessThanOrEqual(100);
    for (const a of SANDBOX_ADDRESSES) expect(a.zonecode).toMatch(/^\d{5}$/);
    for (const region of ['서울특별시', '부산광역시', '제주특별자치도']) expect(SANDBOX_ADDRESSES.some((a) => a.roadAddress.startsWith(region))).toBe(true);
    expect(new Set(SANDBOX_ADDRESSES.map((a) => a.roadAddress)).size).toBe(SANDBOX_ADDRESSES.length);
  });
  it('finds by every word, a building name, a lot address or a zonecode', () => {
    expect(searchAddresses(SANDBOX_ADDRESSES, '세종대로 110').map((a) => a.zonecode)).toEqual(['04524']);
    expect(searchAddresses(SANDBOX_ADDRESSES, '롯데월드타워')[0]).toMatchObject({ roadAddress: '서울특별시 송파구 올림픽로 300' });
    expect(searchAddresses(SANDBOX_ADDRESSES, '우동 1411-1')).toHaveLength(1);
    expect(searchAddresses(SANDBOX_ADDRESSES, '63122')[0]).toMatchObject({ buildingName: '제주특별자치도청' });
    expect(searchAddresses(SANDBOX_ADDRESSES, '해운대구').length).toBeGreaterThan(1);
  });
  it('finds nothing for nothing, and at most a page for a broad word', () => {
    expect(searchAddresses(SANDBOX_ADDRESSES, '   ')).toEqual([]);
    expect(searchAddresses(SANDBOX_ADDRESSES, '없는동네')).toEqual([]);
    expect(searchAddresses(SANDBOX_ADDRESSES, '서울특별시').length).toBe(MAX_RESULTS);
  });
});
