'use client';

import { useActionState } from 'react';
import type { TreeGroup as TreeGroupNode } from '@/platform/catalogue/contract/console-catalogue-tree';
import { changeCatalogueTree, type TreeActionResult } from '@/modules/console/catalogue-tree/catalogue-tree-actions';
import { TreeFormsContext } from './catalogue-tree-context';
import { AddForm } from './catalogue-tree-forms';
import { TreeGroup } from './catalogue-tree-group';
import { TreeStatus } from './catalogue-tree-status';

/**
 * The operators' group → category → sub-category tree. Every form shares one Server Action; its answer shows next to
 * the node it was about (a deleted node's next to its parent), so a refusal is read where it happened.
 */
export function CatalogueTree({ groups }: { groups: TreeGroupNode[] }) {
  const [state, action, pending] = useActionState<TreeActionResult | null, FormData>(changeCatalogueTree, null);
  return (
    <TreeFormsContext value={{ action, pending, state }}>
      <div className="space-y-4">
        <TreeStatus node="tree" />
        {groups.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-700">No groups yet: add the first below.</p>
        ) : (
          <ol aria-label="Groups in order" className="space-y-4">
            {groups.map((group, index) => (
              <TreeGroup key={group.id} group={group} groups={groups} first={index === 0} last={index === groups.length - 1} />
            ))}
          </ol>
        )}
        <div className="space-y-2 rounded-xl border border-gray-200 bg-white p-3 md:p-4">
          <AddForm level="group" node="add-group" />
          <TreeStatus node="add-group" />
          <p className="text-xs text-gray-600">A new group comes last; then add its categories under its Edit.</p>
        </div>
      </div>
    </TreeFormsContext>
  );
}
