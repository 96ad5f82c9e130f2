'use client';

import { nodeKey, TreeNodeFrame } from './catalogue-tree-node';
import { formatIndianNumber } from '@/lib/format/money';
import { DeleteForm, RenameForm } from './catalogue-tree-forms';
import { MoveForm, type MoveTargets } from './catalogue-tree-move';

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
  const node = nodeKey('subcategory', sub.id);
  return (
    <li data-testid="tree-subcategory" data-id={sub.id} className="border-t border-gray-100 py-2 first:border-t-0">
      <TreeNodeFrame
        level="subcategory"
        id={sub.id}
        name={sub.name}
        first={first}
        last={last}
        panelClassName="bg-gray-50"
        heading={
          <>
            <p className="min-w-0 flex-1 basis-40 text-sm break-words">
              <span className="font-medium text-gray-900">{sub.name}</span>{' '}
              <span className="text-xs whitespace-nowrap text-gray-600">
                · {formatIndianNumber(sub.products)} {sub.products === 1 ? 'product' : 'products'}
              </span>
            </p>
          </>
        }
        panel={
          <>
            <RenameForm level="subcategory" id={sub.id} name={sub.name} node={node} />
            <MoveForm level="subcategory" id={sub.id} name={sub.name} node={node} targets={targets} />
            <DeleteForm level="subcategory" id={sub.id} name={sub.name} node={node} answerAt={categoryNode} />
          </>
        }
      />
    </li>
  );
}
