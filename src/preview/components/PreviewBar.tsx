import { previewCopy } from '../../copy/ko';
import type { PreviewBarModel } from '../../shell/shell-model';

/**
 * The operator's preview bar (development only): what this browser has overridden, a link to
 * change it and one button that clears it all. A plain form post, so it works before any
 * script and in the posed app web view alike.
 */
export function PreviewBar({ bar }: { bar: PreviewBarModel }) {
  return (
    <aside aria-label={previewCopy.barLabel} data-testid="preview-bar" className="bg-amber-100 text-black">
      {/* Starts clear of the environment label fixed at the top left (spec 2.8). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 py-2 pl-24 pr-4 text-xs">
        <strong>{previewCopy.bar}</strong>
        <ul className="m-0 flex list-none flex-wrap gap-x-2 gap-y-1 p-0">
          {bar.items.map((item) => (
            <li key={item} className="rounded bg-white px-2 py-0.5">
              {item}
            </li>
          ))}
        </ul>
        <a href={bar.changeHref} className="ml-auto text-black underline">
          {previewCopy.change}
        </a>
        <form method="post" action={bar.clearAction} className="m-0">
          <input type="hidden" name="returnTo" value={bar.returnTo} />
          <button type="submit" className="rounded border border-black bg-white px-2 py-0.5 text-xs text-black">
            {previewCopy.clearAll}
          </button>
        </form>
      </div>
    </aside>
  );
}
