import { pdpCopy } from '../../copy/ko';

/** What a deferred section shows when its data could not be loaded; the rest of the page stands. */
export function DeferredNotice({ section }: { section: string }) {
  return (
    <p className="mt-3 rounded bg-gray-50 px-4 py-6 text-center text-sm text-gray-600" role="status" data-deferred-failed={section}>
      {pdpCopy.sectionUnavailable}
    </p>
  );
}

export function SectionSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="mt-3 space-y-2" aria-busy="true" data-skeleton>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, all alike, never reordered.
        <div key={i} className="h-4 rounded bg-gray-100" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}
