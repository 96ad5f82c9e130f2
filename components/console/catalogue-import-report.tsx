import clsx from 'clsx';
import type { CsvCounts, CsvProblem } from '@/platform/contract/console-catalogue-csv';
import { formatIndianNumber } from '@/lib/format/money';

interface Props {
  answer: { status: 'true' | 'false'; message: string; applied?: boolean; counts?: CsvCounts; problems?: CsvProblem[] };
}

const COUNT_LABELS: [keyof CsvCounts, string][] = [
  ['rows', 'Rows'],
  ['new', 'New products'],
  ['changed', 'Changed'],
  ['unchanged', 'Unchanged'],
  ['errors', 'Rows with errors'],
];

/** A dry run's or an apply's outcome: the message, the counts and every problem by row and column. */
export function CatalogueImportReport({ answer }: Props) {
  const failed = answer.status === 'false';
  return (
    <div className="space-y-3" data-testid="import-report">
      <p
        role={failed ? 'alert' : 'status'}
        className={clsx(
          'rounded-lg border px-3 py-2 text-sm',
          failed || answer.problems?.length ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800',
        )}
      >
        {answer.message}
      </p>
      {answer.counts && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {COUNT_LABELS.map(([key, label]) => (
            <div key={key} className="rounded-lg border border-gray-200 px-3 py-2">
              <dt className="text-xs text-gray-600">{label}</dt>
              <dd className={clsx('text-lg font-semibold', key === 'errors' && answer.counts![key] > 0 && 'text-red-700')}>
                {formatIndianNumber(answer.counts![key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {answer.problems && answer.problems.length > 0 && (
        <div className="max-h-96 overflow-auto rounded-lg border border-gray-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Problems by row</caption>
            <thead className="sticky top-0 bg-gray-50 text-xs text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Column
                </th>
                <th scope="col" className="px-3 py-2">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.problems.map((problem, index) => (
                <tr key={index} className="border-t border-gray-100 align-top">
                  <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                  <td className="px-3 py-2 font-mono text-xs break-all">{problem.column}</td>
                  <td className="px-3 py-2">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
