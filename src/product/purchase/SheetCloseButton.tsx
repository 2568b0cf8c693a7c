import { commonCopy } from '../../copy/ko';

/** The close (×) button at the top right of a bottom sheet's content. */
export function SheetCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" onClick={onClose} aria-label={commonCopy.close} data-sheet-close="" className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-full hover:bg-black/5">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
