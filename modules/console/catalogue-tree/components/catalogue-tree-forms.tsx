'use client';

import clsx from 'clsx';
import type { FormEvent } from 'react';
import type { TreeLevel } from '@/platform/catalogue/contract/console-catalogue-tree';
import { inputClass } from '@/components/ui/form-field';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { NodeFields, treeButton } from './catalogue-tree-controls';
import { useFieldProblem, useTreeForms } from './catalogue-tree-context';

export const NAME_MAX = 80;
const LABEL: Record<TreeLevel, string> = { group: 'group', category: 'category', subcategory: 'sub-category' };

interface NodeProps {
  level: TreeLevel;
  id: number;
  name: string;
  node: string;
}

/** The node's name, changed in place; a category's also in Hindi (`nameHi`, optional: '' shows the English on Hindi pages). */
export function RenameForm({ level, id, name, node, nameHi }: NodeProps & { nameHi?: string }) {
  const { action, pending } = useTreeForms();
  const problem = useFieldProblem(node, 'name');
  const hindiProblem = useFieldProblem(node, 'nameHi');
  const inputId = `rename-${node.replace(':', '-')}`;
  return (
    <form action={action}>
      <input type="hidden" name="intent" value="rename" />
      <NodeFields level={level} id={id} node={node} />
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
        Name<span className="sr-only"> of {name}</span>
      </label>
      <div className="flex gap-2">
        <input
          key={name}
          id={inputId}
          name="name"
          defaultValue={name}
          maxLength={NAME_MAX}
          required
          className={clsx(inputClass, 'min-w-0 flex-1')}
          {...problem}
        />
        {nameHi === undefined && <RenameButton name={name} pending={pending} />}
      </div>
      {nameHi !== undefined && (
        <>
          <label htmlFor={`${inputId}-hi`} className="mt-2 mb-1 block text-sm font-medium text-gray-800">
            Name in Hindi<span className="sr-only"> of {name}</span>
          </label>
          <div className="flex gap-2">
            <input
              key={nameHi}
              id={`${inputId}-hi`}
              name="nameHi"
              lang="hi"
              defaultValue={nameHi}
              maxLength={NAME_MAX}
              placeholder="Optional"
              className={clsx(inputClass, 'min-w-0 flex-1')}
              {...hindiProblem}
            />
            <RenameButton name={name} pending={pending} />
          </div>
        </>
      )}
    </form>
  );
}

function RenameButton({ name, pending }: { name: string; pending: boolean }) {
  return (
    <ConsoleButton type="submit" tone="secondary" disabled={pending} aria-label={`Rename ${name}`} className={treeButton}>
      Rename
    </ConsoleButton>
  );
}

/**
 * Deletes the node after a confirmation; the platform refuses one that still holds products or categories. Deleted,
 * its answer shows at `answerAt` (its parent, or the whole tree).
 */
export function DeleteForm({ level, id, name, node, answerAt }: NodeProps & { answerAt: string }) {
  const { action, pending } = useTreeForms();
  const confirmDelete = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Delete the ${LABEL[level]} “${name}”? This cannot be undone.`)) event.preventDefault();
  };
  return (
    <form action={action} onSubmit={confirmDelete} className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <input type="hidden" name="intent" value="delete" />
      {/* Not "parentNode": a field of that name would hide the form's own parentNode from every script. */}
      <input type="hidden" name="answerAt" value={answerAt} />
      <NodeFields level={level} id={id} node={node} />
      <ConsoleButton type="submit" tone="secondary" disabled={pending} aria-label={`Delete ${name}`} className={clsx(treeButton, 'text-red-700')}>
        Delete
      </ConsoleButton>
      <span className="text-xs text-gray-600">
        {level === 'group' ? 'Only a group without categories can be deleted.' : `Only a ${LABEL[level]} without products can be deleted.`}
      </span>
    </form>
  );
}

/** Adds a group (no parent), a category to a group or a sub-category to a category, at the end. */
export function AddForm({ level, parentId, parentName, node }: { level: TreeLevel; parentId?: number; parentName?: string; node: string }) {
  const { action, pending } = useTreeForms();
  const problem = useFieldProblem(node, 'name');
  const inputId = `add-${node.replace(':', '-')}`;
  const where = parentName ? ` to ${parentName}` : '';
  return (
    <form action={action}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="level" value={level} />
      <input type="hidden" name="node" value={node} />
      {parentId !== undefined && <input type="hidden" name="parentId" value={parentId} />}
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-800">
        Add a {LABEL[level]}
        <span className="sr-only">{where}</span>
      </label>
      <div className="flex gap-2">
        <input id={inputId} name="name" maxLength={NAME_MAX} required className={clsx(inputClass, 'min-w-0 flex-1')} {...problem} />
        <ConsoleButton type="submit" disabled={pending} aria-label={`Add the ${LABEL[level]}${where}`} className={treeButton}>
          Add
        </ConsoleButton>
      </div>
    </form>
  );
}
