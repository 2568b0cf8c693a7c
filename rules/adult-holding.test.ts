import { describe, expect, it } from 'vitest';
import { heldLine } from './adult-holding';

describe('heldLine', () => {
  const line = { itemNo: 1005, itemName: '증류주 세트', brandName: '양조장', imageUrl: '/images/adult/1.jpg', qty: 1 };

  it('keeps every line for a verified adult, and any other item for anyone', () => {
    expect(heldLine(line, true, true)).toEqual({ ...line, useAdultCheck: 'T', adultWithheld: false });
    expect(heldLine(line, false, false)).toEqual({ ...line, useAdultCheck: 'F', adultWithheld: false });
  });

  it('takes the name, brand and picture of an adult-only item from anyone else, keeping the line', () => {
    expect(heldLine(line, true, false)).toEqual({ itemNo: 1005, itemName: '', brandName: '', imageUrl: '', qty: 1, useAdultCheck: 'T', adultWithheld: true });
    expect(heldLine({ itemNo: 1005, itemName: '증류주 세트', rating: 5 }, true, false)).toEqual({ itemNo: 1005, itemName: '', rating: 5, useAdultCheck: 'T', adultWithheld: true });
  });
});
