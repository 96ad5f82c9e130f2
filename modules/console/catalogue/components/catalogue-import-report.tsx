import clsx from 'clsx';
import type { CsvCounts, CsvProblem, CsvProductDifference } from '@/platform/catalogue/contract/console-catalogue-csv';
import { formatIndianNumber } from '@/lib/format/money';

/** What a dry run or an apply answered, as the import screen keeps it. */
export interface ImportAnswer {
  status: 'true' | 'false';
  message: string;
  applied?: boolean;
  counts?: CsvCounts;
  problems?: CsvProblem[];
  changes?: CsvProductDifference[];
  conflicts?: CsvProductDifference[];
}

interface Props {
  answer: ImportAnswer;
}

const COUNT_LABELS: [keyof CsvCounts, string][] = [
  ['rows', 'Rows'],
  ['new', 'New products'],
  ['changed', 'Changed'],
  ['unchanged', 'Unchanged'],
  ['conflicts', 'Changed since export'],
  ['errors', 'Rows with errors'],
];

/** A dry run's or an apply's outcome: the message, the counts, every problem by row and column, conflicts and changes by product. */
export function CatalogueImportReport({ answer }: Props) {
  const failed = answer.status === 'false';
  const conflicts = answer.conflicts ?? [];
  const changes = answer.changes ?? [];
  return (
    <div className="space-y-3" data-testid="import-report">
      <p
        role={failed ? 'alert' : 'status'}
        className={clsx(
          'rounded-lg border px-3 py-2 text-sm',
          failed || answer.problems?.length
            ? 'border-red-200 bg-red-50 text-red-800'
            : conflicts.length
              ? 'border-amber-200 bg-amber-50 text-amber-900'
              : 'border-green-200 bg-green-50 text-green-800',
        )}
      >
        {answer.message}
      </p>
      {answer.counts && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {COUNT_LABELS.map(([key, label]) => (
            <div key={key} className="rounded-lg border border-gray-200 px-3 py-2">
              <dt className="text-xs text-gray-600">{label}</dt>
              <dd
                className={clsx(
                  'text-lg font-semibold',
                  key === 'errors' && answer.counts![key] > 0 && 'text-red-700',
                  key === 'conflicts' && answer.counts![key] > 0 && 'text-amber-800',
                )}
              >
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
      {conflicts.length > 0 && (
        <Differences
          id="import-conflicts"
          title="Changed since the file was exported: left as they are"
          hint="A sale or an edit changed these products after the file was made, so the file’s values would undo it. Export again to change them."
          total={answer.counts?.conflicts ?? conflicts.length}
          products={conflicts}
          labels={['Now', 'In the file']}
          tone="amber"
        />
      )}
      {changes.length > 0 && (
        <Differences
          id="import-changes"
          title={answer.applied ? 'Changed products' : 'Products the file changes'}
          total={answer.counts?.changed ?? changes.length}
          products={changes}
          labels={['Old', 'New']}
          tone="gray"
        />
      )}
    </div>
  );
}

interface DifferencesProps {
  id: string;
  title: string;
  hint?: string;
  total: number;
  products: CsvProductDifference[];
  labels: [string, string];
  tone: 'amber' | 'gray';
}

/** Products that differ from the file, each with its values now and in the file, by row. */
function Differences({ id, title, hint, total, products, labels, tone }: DifferencesProps) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id} className="space-y-2">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {title} ({formatIndianNumber(total)})
      </h3>
      {hint && <p className="text-sm text-gray-700">{hint}</p>}
      {total > products.length && <p className="text-xs text-gray-600">The first {formatIndianNumber(products.length)} are listed, by row.</p>}
      <ul className="max-h-[32rem] space-y-2 overflow-auto">
        {products.map((product) => (
          <li
            key={product.asin}
            className={clsx('rounded-lg border px-3 py-2', tone === 'amber' ? 'border-amber-200 bg-amber-50/60' : 'border-gray-200 bg-white')}
          >
            <p className="text-sm">
              <span className="text-gray-600">Row {product.row}: </span>
              <span className="font-semibold">{product.name}</span>
              <span className="block font-mono text-xs break-all text-gray-600">{product.asin}</span>
            </p>
            <table className="mt-1 w-full table-fixed text-left text-sm">
              <caption className="sr-only">
                {product.name}: {labels[0]} and {labels[1]}
              </caption>
              <thead className="text-xs text-gray-600">
                <tr>
                  <th scope="col" className="w-1/3 py-1 pr-2 font-medium">
                    Column
                  </th>
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {labels[0]}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {labels[1]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {product.fields.map((field) => (
                  <tr key={`${field.column}:${field.size ?? ''}`} className="border-t border-gray-100 align-top">
                    <th scope="row" className="py-1 pr-2 font-mono text-xs font-normal break-words">
                      {field.column}
                      {field.size !== undefined && <span className="font-sans"> (size {field.size})</span>}
                    </th>
                    <td className="py-1 pr-2 break-words">{field.now === '' ? <Empty /> : field.now}</td>
                    <td className="py-1 font-semibold break-words">{field.file === '' ? <Empty /> : field.file}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Empty() {
  return <span className="font-normal text-gray-500 italic">(empty)</span>;
}
