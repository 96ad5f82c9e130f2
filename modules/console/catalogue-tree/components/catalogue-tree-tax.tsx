'use client';

import clsx from 'clsx';
import { GST_RATES } from '@/platform/catalogue/contract/console-catalogue-tree';
import { inputClass } from '@/components/ui/form-field';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { NodeFields, treeButton } from './catalogue-tree-controls';
import { useFieldProblem, useTreeForms } from './catalogue-tree-context';

interface TaxProps {
  id: number;
  name: string;
  node: string;
  hsnCode: string;
  gstRatePercent: number | null;
}

/** What the category's invoices print: its HSN code and GST rate (either may be left unset). */
export function TaxForm({ id, name, node, hsnCode, gstRatePercent }: TaxProps) {
  const { action, pending } = useTreeForms();
  const hsnProblem = useFieldProblem(node, 'hsnCode');
  const rateProblem = useFieldProblem(node, 'gstRatePercent');
  const prefix = node.replace(':', '-');
  const rate = gstRatePercent === null ? '' : String(gstRatePercent);
  return (
    <form action={action} key={`${hsnCode}/${rate}`} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="tax" />
      <NodeFields level="category" id={id} node={node} />
      <div className="min-w-0 flex-1 basis-28">
        <label htmlFor={`${prefix}-hsn`} className="mb-1 block text-sm font-medium text-gray-800">
          HSN code<span className="sr-only"> of {name}</span>
        </label>
        <input
          id={`${prefix}-hsn`}
          name="hsnCode"
          defaultValue={hsnCode}
          inputMode="numeric"
          maxLength={8}
          placeholder="Like 6109"
          className={inputClass}
          {...hsnProblem}
        />
      </div>
      <div className="min-w-0 flex-1 basis-28">
        <label htmlFor={`${prefix}-gst`} className="mb-1 block text-sm font-medium text-gray-800">
          GST rate<span className="sr-only"> of {name}</span>
        </label>
        <select id={`${prefix}-gst`} name="gstRatePercent" defaultValue={rate} className={clsx(inputClass)} {...rateProblem}>
          <option value="">Not set</option>
          {GST_RATES.map((option) => (
            <option key={option} value={String(option)}>
              {option} %
            </option>
          ))}
        </select>
      </div>
      <ConsoleButton
        type="submit"
        tone="secondary"
        disabled={pending}
        aria-label={`Save the HSN code and GST rate of ${name}`}
        className={treeButton}
      >
        Save tax
      </ConsoleButton>
    </form>
  );
}
