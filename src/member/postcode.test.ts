import { describe, expect, it } from 'vitest';
import { addressFromPostcode, postcodeProviderFor } from './postcode';

describe('postcode adapter', () => {
  it('writes the road address with the building name, as shops do', () => {
    expect(addressFromPostcode({ zonecode: '04524', roadAddress: '서울특별시 중구 세종대로 110', jibunAddress: '서울특별시 중구 태평로1가 31', buildingName: '서울특별시청' })).toEqual({
      zipcode: '04524',
      address: '서울특별시 중구 세종대로 110 (서울특별시청)',
    });
    expect(addressFromPostcode({ zonecode: '48099', roadAddress: '부산광역시 해운대구 해운대해변로 264', buildingName: '' })?.address).toBe('부산광역시 해운대구 해운대해변로 264');
  });
  it('falls back to the lot address, and refuses a result without a zonecode or an address', () => {
    expect(addressFromPostcode({ zonecode: '63122', roadAddress: '', jibunAddress: '제주특별자치도 제주시 연동 312-1' })?.address).toBe('제주특별자치도 제주시 연동 312-1');
    expect(addressFromPostcode({ zonecode: '123', roadAddress: '서울' })).toBeNull();
    expect(addressFromPostcode({ zonecode: '04524', roadAddress: 5 })).toBeNull();
    expect(addressFromPostcode({})).toBeNull();
  });
  it('never picks the sandbox outside development', () => {
    expect(postcodeProviderFor(false)).toBe('daum');
    expect(postcodeProviderFor(true)).toBe('sandbox');
  });
});
