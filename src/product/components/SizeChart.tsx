import { pdpCopy, productCopy } from '../../copy/ko';
import type { SizeChartTable } from '../size-chart';

/** Spec 3.4: only columns with a non-zero value somewhere are shown, in the order its sizeChartType names (decided by the rule). */
export function SizeChart({ table }: { table: SizeChartTable }) {
  return (
    <section className="pdp-size-chart mt-10 px-4" aria-labelledby="size-chart-title" data-size-chart-kind={table.kind ?? 'none'}>
      <h3 id="size-chart-title" className="text-base font-bold">
        {pdpCopy.sizeChart}
        {table.kind ? <span className="ml-2 text-sm font-normal text-gray-600">{productCopy.sizeChart.kind[table.kind]}</span> : null}
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable on small screens, so it must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className="mt-3 overflow-x-auto" tabIndex={0} aria-labelledby="size-chart-title">
        <table className="w-full border-collapse text-center text-sm" data-testid="size-chart">
          <thead>
            <tr className="bg-gray-100">
              {table.headers.map((h) => (
                <th key={h} scope="col" className="border border-gray-200 px-2 py-2 font-semibold whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.sizeName}>
                <th scope="row" className="border border-gray-200 px-2 py-2 font-semibold">
                  {row.sizeName}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={table.columns[i]} className="border border-gray-200 px-2 py-2">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-2 text-xs text-gray-500">{pdpCopy.sizeChartNote}</p>
    </section>
  );
}
