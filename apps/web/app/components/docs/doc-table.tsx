/**
 * A documentation table. From the `sm` breakpoint it is a table (scrolling sideways inside its
 * own region, which the keyboard can scroll too, if it must); on phones each row becomes a card
 * of its cells under their column names, so nothing is cut off.
 */
import { InlineText } from './inline-text'

/**
 * @example <DocTable caption="States" columns={['While working', 'On success']} rows={[['…', '…']]} />
 */
export function DocTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly string[])[]
}) {
  return (
    <>
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-line sm:block"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-white/[0.03]">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b border-line px-4 py-2.5 font-medium whitespace-nowrap text-zinc-200"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b border-line last:border-b-0">
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex} className="px-4 py-3 align-top leading-relaxed text-zinc-300">
                    <InlineText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 sm:hidden">
        {rows.map((row, rowIndex) => (
          <li key={rowIndex} className="rounded-xl border border-line bg-white/[0.02] px-4 py-3">
            <dl className="space-y-2 text-sm">
              {row.map((cell, cellIndex) => (
                <div key={cellIndex}>
                  <dt className="text-xs font-medium text-zinc-400">{columns[cellIndex]}</dt>
                  <dd className="mt-0.5 leading-relaxed break-words text-zinc-200">
                    <InlineText text={cell} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
