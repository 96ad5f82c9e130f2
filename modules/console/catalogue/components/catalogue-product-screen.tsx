import Link from 'next/link';
import { CatalogueArchiveForm } from '@/modules/console/catalogue/components/catalogue-archive-form';
import { CatalogueProductForm } from '@/modules/console/catalogue/components/catalogue-product-form';
import { FormAlert } from '@/components/ui/form-field';
import type { AnswerOf } from '@/platform/contract/calls';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';

/** One product's every field, its archiving, and a way to see it in the shop. */
export function CatalogueProductScreen({
  product,
  groups,
  created,
}: {
  product: AnswerOf<'consoleCatalogueProduct'>['product'];
  groups: TreeGroup[];
  created: boolean;
}) {
  return (
    <div className="space-y-4">
      <Link href="/admin/catalogue" className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline">
        ← Catalogue
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{product.name}</h1>
          <p className="text-sm text-gray-600">
            {product.category} › {product.subcategory}
            {product.archived ? ' · Archived: no shop shows it' : ''}
          </p>
        </div>
        {!product.archived && (
          <a
            href={`/product/${product.asin}`}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline"
          >
            View in the shop
          </a>
        )}
      </div>
      {created && <FormAlert tone="success">“{product.name}” is added to every shop.</FormAlert>}
      <CatalogueProductForm product={product} groups={groups} />
      <CatalogueArchiveForm asin={product.asin} name={product.name} archived={product.archived} />
    </div>
  );
}
