/**
 * Keyboard movement inside an option list (a column of buttons, not a native select, so a
 * restock button can sit beside a sold-out option): arrows move one, Home and End jump to the
 * ends, arrows stop at the ends. Returns the index to focus, or null when the key is not ours.
 */
export function listKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const from = index < 0 ? -1 : Math.min(index, last);
  switch (key) {
    case 'ArrowDown':
      return from < 0 ? 0 : Math.min(last, from + 1);
    case 'ArrowUp':
      return from < 0 ? last : Math.max(0, from - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
