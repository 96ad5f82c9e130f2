'use client';

import { nodeKey, TreeNodeFrame } from './catalogue-tree-node';
import { formatIndianNumber } from '@/lib/format/money';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';
import { AddForm, DeleteForm, RenameForm } from './catalogue-tree-forms';
import { MoveForm } from './catalogue-tree-move';
import { TreeSubcategory } from './catalogue-tree-subcategory';
import { PictureForm } from './catalogue-tree-picture';
import { TaxForm } from './catalogue-tree-tax';

type TreeCategoryNode = TreeGroup['categories'][number];

interface CategoryProps {
  category: TreeCategoryNode;
  group: TreeGroup;
  groups: TreeGroup[];
  first: boolean;
  last: boolean;
}

function taxSummary(category: TreeCategoryNode): string {
  const hsn = category.hsnCode ? `HSN ${category.hsnCode}` : 'No HSN code';
  const gst = category.gstRatePercent === null ? 'no GST rate' : `GST ${category.gstRatePercent} %`;
  return `${hsn} · ${gst}`;
}

/** One category: picture, products, HSN code and GST rate, Up, Down, its forms behind Edit, and its sub-categories. */
export function TreeCategory({ category, group, groups, first, last }: CategoryProps) {
  const node = nodeKey('category', category.id);
  const otherGroups = [{ parents: groups.filter((other) => other.id !== group.id) }];
  const otherCategories = groups
    .map((other) => ({ label: other.name, parents: other.categories.filter((option) => option.id !== category.id) }))
    .filter((target) => target.parents.length > 0);
  return (
    <li data-testid="tree-category" data-id={category.id} className="rounded-lg border border-gray-200 bg-white p-3">
      <TreeNodeFrame
        level="category"
        id={category.id}
        name={category.name}
        first={first}
        last={last}
        panelClassName="bg-gray-50"
        heading={
          <>
            {/* Decorative: the name follows. */}
            {category.imageUrl && <img src={category.imageUrl} alt="" className="size-10 shrink-0 rounded-md border border-gray-200 object-cover" />}
            <div className="min-w-0 flex-1 basis-40">
              <h3 className="font-semibold break-words text-gray-900">{category.name}</h3>
              <p className="text-xs text-gray-600">
                {formatIndianNumber(category.products)} {category.products === 1 ? 'product' : 'products'} · {taxSummary(category)}
              </p>
            </div>
          </>
        }
        panel={
          <>
            <RenameForm level="category" id={category.id} name={category.name} nameHi={category.nameHi} node={node} />
            <TaxForm id={category.id} name={category.name} node={node} hsnCode={category.hsnCode} gstRatePercent={category.gstRatePercent} />
            <PictureForm id={category.id} name={category.name} node={node} imageUrl={category.imageUrl} />
            <MoveForm level="category" id={category.id} name={category.name} node={node} targets={otherGroups} />
            <AddForm level="subcategory" parentId={category.id} parentName={category.name} node={node} />
            <DeleteForm level="category" id={category.id} name={category.name} node={node} answerAt={`group:${group.id}`} />
          </>
        }
      />
      {category.subcategories.length > 0 ? (
        <ol aria-label={`Sub-categories of ${category.name}`} className="mt-2 border-l-2 border-gray-100 pl-3">
          {category.subcategories.map((sub, index) => (
            <TreeSubcategory
              key={sub.id}
              sub={sub}
              categoryNode={node}
              first={index === 0}
              last={index === category.subcategories.length - 1}
              targets={otherCategories}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-gray-600">No sub-categories yet: add one under Edit.</p>
      )}
    </li>
  );
}
