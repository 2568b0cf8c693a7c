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

  it('takes the option label and option text too, which often name the item', () => {
    const cartLine = { itemNo: 1005, itemName: '증류주 세트', optionLabel: '375ml × 2 증류주', text: '하루공방 각인', qty: 1 };
    expect(heldLine(cartLine, true, false)).toEqual({ itemNo: 1005, itemName: '', optionLabel: '', text: '', qty: 1, useAdultCheck: 'T', adultWithheld: true });
    const orderLine = { itemNo: 1005, itemName: '증류주 세트', optionText: '하루공방 각인', qty: 1 };
    expect(heldLine(orderLine, true, false)).toEqual({ itemNo: 1005, itemName: '', optionText: '', qty: 1, useAdultCheck: 'T', adultWithheld: true });
    expect(heldLine(orderLine, true, true)).toEqual({ ...orderLine, useAdultCheck: 'T', adultWithheld: false });
  });
});
