import { describe, expect, it } from 'vitest';
import { jumpCorrection } from './section-jump';

describe('jumpCorrection (a section set back where its jump meant it)', () => {
  const at = { marginTop: 48, scrollY: 5000, maxScrollY: 8000 };

  it('scrolls by how far the section moved once the contents above it were drawn', () => {
    // Landed 44 px low (the Q&A tab): scroll on by 44.
    expect(jumpCorrection({ ...at, top: 92 })).toBe(44);
    // Under the sticky tab bar (the recommendations): scroll back.
    expect(jumpCorrection({ ...at, top: -1 })).toBe(-49);
  });

  it('leaves a section at its scroll margin, give or take a rounding pixel', () => {
    expect(jumpCorrection({ ...at, top: 48 })).toBe(0);
    expect(jumpCorrection({ ...at, top: 48.6 })).toBe(0);
    expect(jumpCorrection({ ...at, top: 47.2 })).toBe(0);
  });

  it('goes no further than the page can scroll, and nowhere when it is already there', () => {
    // Near the end of the page the section stops lower, as the browser's own jump does.
    expect(jumpCorrection({ ...at, top: 400, scrollY: 7900 })).toBe(100);
    expect(jumpCorrection({ ...at, top: 400, scrollY: 8000 })).toBe(0);
    expect(jumpCorrection({ ...at, top: -300, scrollY: 100 })).toBe(-100);
    expect(jumpCorrection({ ...at, top: -300, scrollY: 0 })).toBe(0);
  });
});
