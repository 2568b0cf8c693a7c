import { useState } from 'react';

/**
 * True from the first render where `condition` held, for good. Lazily loaded overlays mount
 * once first needed and then stay mounted, so they can play their closing animation.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  // Setting one's own state during render is React's documented way to derive it from props.
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
