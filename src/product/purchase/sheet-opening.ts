import { BUSY_ATTR } from '../../ui/early-taps';

/**
 * The busy mark of a button whose sheet is asked for and not on screen yet (the tap's first
 * answer, issue 32 §3). The mark is the button's `data-busy` attribute set in the click
 * itself, as the head's early script sets it before hydration (src/ui/early-taps.ts), not
 * React state: the click then renders nothing (a state update in it re-rendered the whole panel,
 * and even one button's state is a render from the root at 4x CPU), and the panel renders the
 * sheet after the frame that shows the mark is painted. React never renders `data-busy` on these
 * buttons (SheetButton), so it leaves the attribute alone.
 */
export class SheetOpening {
  private button: Element | null = null;

  /** A sheet is asked for by a tap on `button` (null: asked for by no button). */
  start(button: Element | null): void {
    this.end();
    this.button = button;
    button?.setAttribute(BUSY_ATTR, '');
  }

  /** The sheet is on screen, or no longer asked for: the mark goes. */
  end(): void {
    this.button?.removeAttribute(BUSY_ATTR);
    this.button = null;
  }
}
