/** This tab's session storage, or null where the browser refuses it (private modes, sandboxed frames). */
export function safeSession(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    const s = window.sessionStorage;
    return {
      getItem: (k) => s.getItem(k),
      setItem: (k, v) => {
        try {
          s.setItem(k, v);
        } catch {
          // Full or refused: the selection is simply not kept.
        }
      },
      removeItem: (k) => s.removeItem(k),
    };
  } catch {
    return null;
  }
}
