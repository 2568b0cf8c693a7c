import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { layerDidClose, layerDidOpen } from '../browser/bridge';
import { OverlayMachine, type OverlayPhase } from './sheet-state';

/**
 * Drives an overlay's phase from its `open` prop through the spec 4.6 timing, and tells the
 * native app when a layer enters or leaves the page. Server renders always see 'removed':
 * overlays appear after hydration, so the streamed HTML never carries a stray open layer.
 */
export function useOverlayPhase(open: boolean): OverlayPhase {
  const [phase, setPhase] = useState<OverlayPhase>('removed');
  const machine = useRef<OverlayMachine | null>(null);

  useEffect(() => {
    const m = new OverlayMachine((next, layer) => {
      setPhase(next);
      if (layer === 'open') layerDidOpen();
      else if (layer === 'close') layerDidClose();
    });
    machine.current = m;
    return () => {
      machine.current = null;
      m.dispose();
    };
  }, []);

  useEffect(() => {
    if (open) machine.current?.show();
    else machine.current?.hide();
  }, [open]);

  // After React has put the phase into the DOM, before paint: the 200 ms count from here.
  useLayoutEffect(() => {
    machine.current?.shown(phase);
  }, [phase]);

  return phase;
}
