import { describe, expect, it } from 'vitest';
import { selectionEntryOf } from './selection-entry';

const image = { src: '/images/items/1001-1.jpg?w=640&f=webp&q=80', srcSet: '', sizes: '', width: 1000, height: 1250, alt: '' };

describe('selection entry point', () => {
  it('is the first image at 200 px, the item number, the theme and the screen, in the app web view', () => {
    expect(selectionEntryOf({ inAppWebView: true, gallery: [image], itemNo: 1001 }, 'black')).toEqual({
      productImage: '/images/items/1001-1.jpg?w=200&f=webp&q=80',
      id: '1001',
      theme: 'black',
      currentScreen: 'item_detail',
    });
  });

  it('is nothing on the web or for an item without an image', () => {
    expect(selectionEntryOf({ inAppWebView: false, gallery: [image], itemNo: 1001 }, 'white')).toBeNull();
    expect(selectionEntryOf({ inAppWebView: true, gallery: [], itemNo: 1001 }, 'white')).toBeNull();
    expect(selectionEntryOf({ inAppWebView: true, gallery: [{ ...image, src: 'javascript:alert(1)' }], itemNo: 1001 }, 'white')).toBeNull();
  });
});
