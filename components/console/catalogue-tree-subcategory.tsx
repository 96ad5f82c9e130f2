'use client';

import { useState } from 'react';
import { formatIndianNumber } from '@/lib/format/money';
import { NodeControls } from './catalogue-tree-controls';
import { DeleteForm, RenameForm } from './catalogue-tree-forms';
import { MoveForm, type MoveTargets } from './catalogue-tree-move';
import { TreeStatus } from './catalogue-tree-status';

interface SubcategoryProps {
  sub: { id: number; name: string; products: number };
  categoryNode: string;
  first: boolean;
  last: boolean;
  /** The other categories, by group. */
  targets: MoveTargets;
}

/** One sub-category: its name and product count, Up, Down, and its forms behind Edit. */
export function TreeSubcategory({ sub, categoryNode, first, last, targets }: SubcategoryProps) {
  const [editing, setEditing] = useState(false);
  const node = `subcategory:${sub.id}`;
  const panelId = `tree-panel-subcategory-${sub.id}`;
  return (
    <li data-testid="tree-subcategory" data-id={sub.id} className="border-t border-gray-100 py-2 first:border-t-0">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 basis-40 text-sm break-words">
          <span className="font-medium text-gray-900">{sub.name}</span>{' '}
          <span className="text-xs whitespace-nowrap text-gray-600">
            · {formatIndianNumber(sub.products)} {sub.products === 1 ? 'product' : 'products'}
          </span>
        </p>
        <NodeControls
          level="subcategory"
          id={sub.id}
          name={sub.name}
          node={node}
          first={first}
          last={last}
          editing={editing}
          panelId={panelId}
          onEdit={() => setEditing(!editing)}
        />
      </div>
      <TreeStatus node={node} className="mt-2" />
      <div id={panelId} hidden={!editing} className="mt-2 space-y-3 rounded-lg bg-gray-50 p-3">
        <RenameForm level="subcategory" id={sub.id} name={sub.name} node={node} />
        <MoveForm level="subcategory" id={sub.id} name={sub.name} node={node} targets={targets} />
        <DeleteForm level="subcategory" id={sub.id} name={sub.name} node={node} answerAt={categoryNode} />
      </div>
    </li>
  );
}
