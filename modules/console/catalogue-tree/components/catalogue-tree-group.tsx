'use client';

import { nodeKey, TreeNodeFrame } from './catalogue-tree-node';
import type { TreeGroup as TreeGroupNode } from '@/platform/catalogue/contract/console-catalogue-tree';
import { AddForm, DeleteForm, RenameForm } from './catalogue-tree-forms';
import { TreeCategory } from './catalogue-tree-category';

interface GroupProps {
  group: TreeGroupNode;
  groups: TreeGroupNode[];
  first: boolean;
  last: boolean;
}

/** One group: Up, Down, its forms behind Edit (rename, add a category, delete), and its categories. */
export function TreeGroup({ group, groups, first, last }: GroupProps) {
  const node = nodeKey('group', group.id);
  const count = group.categories.length;
  return (
    <li data-testid="tree-group" data-id={group.id} className="rounded-xl border border-gray-200 bg-gray-50 p-3 md:p-4">
      <TreeNodeFrame
        level="group"
        id={group.id}
        name={group.name}
        first={first}
        last={last}
        panelClassName="border border-gray-200 bg-white"
        heading={
          <>
            <div className="min-w-0 flex-1 basis-48">
              <h2 className="text-lg font-bold break-words">{group.name}</h2>
              <p className="text-xs text-gray-600">
                {count} {count === 1 ? 'category' : 'categories'}
              </p>
            </div>
          </>
        }
        panel={
          <>
            <RenameForm level="group" id={group.id} name={group.name} node={node} />
            <AddForm level="category" parentId={group.id} parentName={group.name} node={node} />
            <DeleteForm level="group" id={group.id} name={group.name} node={node} answerAt="tree" />
          </>
        }
      />
      {count > 0 ? (
        <ol aria-label={`Categories of ${group.name}`} className="mt-3 space-y-3">
          {group.categories.map((category, index) => (
            <TreeCategory key={category.id} category={category} group={group} groups={groups} first={index === 0} last={index === count - 1} />
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-gray-600">No categories yet: add one under Edit.</p>
      )}
    </li>
  );
}
