'use client';

import clsx from 'clsx';
import Form from 'next/form';
import { useActionState, useState } from 'react';
import type { ConsoleSection, PickedProduct } from '@/platform/shops/contract/console-sections';
import { PRODUCT_SEARCH_MAX, SECTION_PRODUCTS_MAX } from '@/platform/shops/contract/console-sections';
import { inputClass } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { changeSectionProducts, chooseSectionSource } from '@/modules/console/sections/sections-actions';
import { uploadUrl } from '@/lib/images/upload-url';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

type Section = ConsoleSection['section'];

function Thumb({ product }: { product: PickedProduct }) {
  return <img src={uploadUrl(product.image, '280x280')} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />;
}

function ProductLabel({ product }: { product: PickedProduct }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="line-clamp-2 text-sm text-gray-900">{product.name}</span>
      <span className="block text-xs break-all text-gray-600">
        {product.asin}
        {!product.shown && <span className="ml-1 font-semibold text-amber-800">· not shown (inactive or hidden)</span>}
      </span>
    </span>
  );
}

/** Whether the section shows the products chosen here or a category's first products. */
export function SectionSourceForm({ section, categories }: { section: Section; categories: ConsoleSection['categories'] }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(chooseSectionSource, null);
  const [source, setSource] = useState(section.categoryId === null ? 'products' : 'category');
  return (
    <form action={action} className="space-y-3 rounded-xl border border-gray-200 bg-white p-3 md:p-4">
      <input type="hidden" name="id" value={section.id} />
      <fieldset>
        <legend className="text-base font-semibold text-gray-900">What the section shows</legend>
        <div className="mt-2 space-y-1">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="source"
              value="products"
              checked={source === 'products'}
              onChange={() => setSource('products')}
              className="size-4"
            />
            The products I choose (below), in my order
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="source"
              value="category"
              checked={source === 'category'}
              onChange={() => setSource('category')}
              className="size-4"
            />
            The first {SECTION_PRODUCTS_MAX} products of a category
          </label>
        </div>
      </fieldset>
      {source === 'category' && (
        <div>
          <label htmlFor="section-category" className="mb-1 block text-sm font-medium text-gray-800">
            Category
          </label>
          <select
            id="section-category"
            name="categoryId"
            defaultValue={section.categoryId ?? ''}
            required
            aria-invalid={state?.ok === false && state.field === 'categoryId' ? true : undefined}
            className={inputClass}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ConsoleButton type="submit" disabled={pending}>
        Save
      </ConsoleButton>
      <ActionStatus state={state} />
    </form>
  );
}

/** The chosen products in order (up, down, remove) and the picker: search by name or ASIN, then add. */
export function SectionProducts({ section, query, results }: { section: Section; query: string; results: PickedProduct[] | null }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(changeSectionProducts, null);
  const chosen = new Set(section.products.map((product) => product.id));
  const full = section.products.length >= SECTION_PRODUCTS_MAX;
  return (
    <div className="space-y-5">
      <ActionStatus state={state} />
      <section
        aria-labelledby="chosen-title"
        className={clsx('rounded-xl border border-gray-200 bg-white p-3 md:p-4', section.categoryId !== null && 'opacity-80')}
      >
        <h2 id="chosen-title" className="text-base font-semibold text-gray-900">
          Chosen products ({section.products.length} of at most {SECTION_PRODUCTS_MAX})
        </h2>
        {section.categoryId !== null && (
          <p className="mt-1 text-xs text-amber-900">The section shows its category now; these are kept for when you switch back.</p>
        )}
        {section.products.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700">None yet: search below and add some.</p>
        ) : (
          <ol className="mt-2 divide-y divide-gray-100" data-testid="chosen-products">
            {section.products.map((product, index) => (
              <li key={product.id} className="flex flex-wrap items-center gap-3 py-2">
                <Thumb product={product} />
                <ProductLabel product={product} />
                <form action={action} className="flex w-full justify-end gap-1 sm:w-auto">
                  <input type="hidden" name="id" value={section.id} />
                  <input type="hidden" name="productId" value={product.id} />
                  <ConsoleButton
                    type="submit"
                    name="intent"
                    value="up"
                    tone="secondary"
                    disabled={pending || index === 0}
                    aria-label={`Move ${product.name} up`}
                    className="px-3"
                  >
                    ↑
                  </ConsoleButton>
                  <ConsoleButton
                    type="submit"
                    name="intent"
                    value="down"
                    tone="secondary"
                    disabled={pending || index === section.products.length - 1}
                    aria-label={`Move ${product.name} down`}
                    className="px-3"
                  >
                    ↓
                  </ConsoleButton>
                  <ConsoleButton
                    type="submit"
                    name="intent"
                    value="remove"
                    tone="secondary"
                    disabled={pending}
                    aria-label={`Remove ${product.name}`}
                    className="px-3 text-red-700"
                  >
                    Remove
                  </ConsoleButton>
                </form>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="picker-title" className="rounded-xl border border-gray-200 bg-white p-3 md:p-4">
        <h2 id="picker-title" className="text-base font-semibold text-gray-900">
          Add products
        </h2>
        <Form action="" className="mt-2 flex gap-2" role="search">
          <label htmlFor="product-search" className="sr-only">
            Product name or ASIN
          </label>
          <input
            id="product-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={PRODUCT_SEARCH_MAX}
            placeholder="Product name or ASIN"
            className={clsx(inputClass, 'min-w-0 flex-1')}
          />
          <ConsoleButton type="submit" tone="secondary">
            Search
          </ConsoleButton>
        </Form>
        {results !== null && (
          <div className="mt-3">
            <p className="text-sm text-gray-700" aria-live="polite">
              {results.length === 0
                ? `No product of this shop matches “${query}”.`
                : `${results.length} ${results.length === 1 ? 'match' : 'matches'} for “${query}”.`}
            </p>
            <ul className="mt-1 divide-y divide-gray-100" data-testid="picker-results">
              {results.map((product) => (
                <li key={product.id} className="flex items-center gap-3 py-2">
                  <Thumb product={product} />
                  <ProductLabel product={product} />
                  {chosen.has(product.id) ? (
                    <span className="text-sm font-medium text-green-800">Added</span>
                  ) : (
                    <form action={action}>
                      <input type="hidden" name="id" value={section.id} />
                      <input type="hidden" name="productId" value={product.id} />
                      <ConsoleButton
                        type="submit"
                        name="intent"
                        value="add"
                        disabled={pending || full}
                        aria-label={`Add ${product.name}`}
                        className="px-3"
                      >
                        Add
                      </ConsoleButton>
                    </form>
                  )}
                </li>
              ))}
            </ul>
            {full && <p className="mt-2 text-xs text-amber-900">The section is full: remove a product to add another.</p>}
          </div>
        )}
      </section>
    </div>
  );
}
