'use client';

import clsx from 'clsx';
import { inputClass } from '@/components/ui/form-field';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { NodeFields, treeButton } from './catalogue-tree-controls';
import { useFieldProblem, useTreeForms } from './catalogue-tree-context';

/** Where a node may go: parents, optionally grouped (a sub-category's categories under their groups). */
export type MoveTargets = { label?: string; parents: { id: number; name: string }[] }[];

interface MoveProps {
  level: 'category' | 'subcategory';
  id: number;
  name: string;
  node: string;
  targets: MoveTargets;
}

/** Moves a category to another group, or a sub-category (and its products) to another category, at the end. */
export function MoveForm({ level, id, name, node, targets }: MoveProps) {
  const { action, pending } = useTreeForms();
  const problem = useFieldProblem(node, 'parentId');
  const parent = level === 'category' ? 'group' : 'category';
  const selectId = `move-${node.replace(':', '-')}`;
  if (targets.every((target) => target.parents.length === 0)) return null;
  return (
    <form action={action}>
      <input type="hidden" name="intent" value="move" />
      <NodeFields level={level} id={id} node={node} />
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-gray-800">
        Move to another {parent}
        <span className="sr-only">: {name}</span>
      </label>
      <div className="flex gap-2">
        <select id={selectId} name="parentId" required defaultValue="" className={clsx(inputClass, 'min-w-0 flex-1')} {...problem}>
          <option value="" disabled>
            Choose a {parent}
          </option>
          {targets.map((target) =>
            target.label === undefined ? (
              target.parents.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))
            ) : (
              <optgroup key={target.label} label={target.label}>
                {target.parents.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
        <ConsoleButton type="submit" tone="secondary" disabled={pending} aria-label={`Move ${name} to the chosen ${parent}`} className={treeButton}>
          Move
        </ConsoleButton>
      </div>
    </form>
  );
}
