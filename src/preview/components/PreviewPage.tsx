import { previewCopy } from '../../copy/ko';
import { PREVIEW_FLAGS, PREVIEW_PATH, type PreviewState } from '../preview';

/**
 * The operator's preview form (development only): the clock, the app web view with its build,
 * each feature flag and a search-ad entry, for this browser, without a restart. Plain HTML form
 * posts; the choices in force are filled in.
 */
export function PreviewPage({ current, clockValue, returnTo, error }: { current: PreviewState | null; clockValue: string; returnTo: string; error: string | null }) {
  const field = 'mt-1 block w-full rounded border border-neutral-400 px-2 py-1.5 text-sm';
  return (
    <section className="mx-auto max-w-xl px-4 py-6">
      <h1 className="m-0 text-xl font-bold">{previewCopy.title}</h1>
      <p className="mt-2 text-sm text-neutral-700">{previewCopy.intro}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <form method="post" action={PREVIEW_PATH} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <label className="text-sm font-bold">
          {previewCopy.clock}
          <input type="datetime-local" name="clock" defaultValue={clockValue} className={field} aria-describedby="preview-clock-hint" />
          <span id="preview-clock-hint" className="mt-1 block text-xs font-normal text-neutral-700">
            {previewCopy.clockHint}
          </span>
        </label>
        <label className="text-sm font-bold">
          {previewCopy.device}
          <select name="device" defaultValue={current?.device ?? ''} className={field}>
            <option value="">{previewCopy.deviceNone}</option>
            <option value="ios">{previewCopy.deviceIos}</option>
            <option value="android">{previewCopy.deviceAndroid}</option>
          </select>
        </label>
        <label className="text-sm font-bold">
          {previewCopy.build}
          <input type="text" inputMode="numeric" pattern="[0-9]{1,9}" name="build" defaultValue={current?.build ?? ''} className={field} aria-describedby="preview-build-hint" />
          <span id="preview-build-hint" className="mt-1 block text-xs font-normal text-neutral-700">
            {previewCopy.buildHint}
          </span>
        </label>
        <fieldset className="m-0 rounded border border-neutral-300 p-3">
          <legend className="px-1 text-sm font-bold">{previewCopy.flags}</legend>
          {PREVIEW_FLAGS.map((name) => {
            const v = current?.flags[name];
            return (
              <label key={name} className="mt-2 flex items-center justify-between gap-3 text-sm">
                {previewCopy.flagNames[name]}
                <select name={`flag.${name}`} defaultValue={v === undefined ? '' : v ? 'on' : 'off'} className="rounded border border-neutral-400 px-2 py-1 text-sm">
                  <option value="">{previewCopy.flagAsIs}</option>
                  <option value="on">{previewCopy.flagOn}</option>
                  <option value="off">{previewCopy.flagOff}</option>
                </select>
              </label>
            );
          })}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="searchAd" value="1" defaultChecked={current?.searchAd ?? false} />
          {previewCopy.searchAd}
        </label>
        <button type="submit" className="rounded bg-black px-4 py-2.5 text-sm font-bold text-white">
          {previewCopy.apply}
        </button>
      </form>
      <form method="post" action={`${PREVIEW_PATH}/clear`} className="mt-3">
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="w-full rounded border border-black bg-white px-4 py-2.5 text-sm text-black">
          {previewCopy.clearAll}
        </button>
      </form>
    </section>
  );
}
