'use client';

import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { saveCatalogueProductAction, type ProductFormResult } from '@/modules/console/catalogue/catalogue-actions';
import type { CatalogueProduct } from '@/platform/catalogue/contract/console-catalogue';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { CatalogueDescriptionEditor } from './catalogue-description-editor';
import { CataloguePicturesEditor } from './catalogue-pictures-editor';
import { CatalogueSizesEditor, type TypedSize } from './catalogue-sizes-editor';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

interface Props {
  /** The product being edited; none for a new one. */
  product?: CatalogueProduct;
  groups: TreeGroup[];
}

const TEXT_FIELDS = ['name', 'brand', 'badge', 'badge1', 'material', 'colour', 'youtubeLink'] as const;
const PRICE_FIELDS = ['price', 'originalPrice', 'supplierPrice', 'delivery'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type PriceField = (typeof PRICE_FIELDS)[number];

const LABELS: Record<TextField | PriceField, string> = {
  name: 'Name',
  brand: 'Brand',
  badge: 'Badge',
  badge1: 'Second badge',
  material: 'Material',
  colour: 'Colour',
  youtubeLink: 'YouTube link',
  price: 'Selling price (₹)',
  originalPrice: 'Original price, MRP (₹)',
  supplierPrice: 'Supplier price (₹)',
  delivery: 'Delivery per unit (₹, 0 for free)',
};

/** Whole rupees as typed; anything else goes as null, so the platform's message names the field. */
const rupees = (typed: string) =>
  /^\s*\d+\s*$/.test(typed) ? Number(typed) : typed.trim() === '' ? null : Number.isFinite(Number(typed)) ? Number(typed) : null;

/** A product's every field, for a new product or an existing one; the platform checks and saves, naming a field to fix. */
export function CatalogueProductForm({ product, groups }: Props) {
  const [state, action, pending] = useActionState<ProductFormResult, FormData>(saveCatalogueProductAction, null);
  const formId = useId();
  const [asin, setAsin] = useState(product?.asin ?? '');
  const [texts, setTexts] = useState<Record<TextField, string>>(
    () => Object.fromEntries(TEXT_FIELDS.map((key) => [key, product?.[key] ?? ''])) as Record<TextField, string>,
  );
  const [prices, setPrices] = useState<Record<PriceField, string>>(
    () =>
      Object.fromEntries(PRICE_FIELDS.map((key) => [key, product ? String(product[key]) : key === 'delivery' ? '0' : ''])) as Record<
        PriceField,
        string
      >,
  );
  const [subcategoryId, setSubcategoryId] = useState(product ? String(product.subcategoryId) : '');
  const [colourOptions, setColourOptions] = useState(product?.colourOptions.join(', ') ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [sizes, setSizes] = useState<TypedSize[]>(() =>
    (product?.sizes ?? [{ size: '', stock: 0 }]).map((size, key) => ({ key, size: size.size, stock: String(size.stock) })),
  );
  const [pictures, setPictures] = useState<string[]>(product?.images ?? []);
  const refused = state && !state.ok ? state : null;
  const errorOf = (field: string) => (refused?.field === field ? refused.message : undefined);
  const errorUnder = (prefix: string) => (refused?.field === prefix || refused?.field?.startsWith(`${prefix}.`) ? refused.message : undefined);
  const status = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!refused) return;
    // The field named by the refusal takes the focus, so the message beside it is the next thing read.
    const top = refused.field?.split('.')[0];
    const target = top
      ? document.querySelector<HTMLElement>(`[data-field="${top}"] input, [data-field="${top}"] select, [data-field="${top}"] [role=textbox]`)
      : null;
    (target ?? status.current)?.focus();
  }, [refused]);

  const payload = () =>
    JSON.stringify({
      asin: asin.trim(),
      ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, texts[key]])),
      ...Object.fromEntries(PRICE_FIELDS.map((key) => [key, rupees(prices[key])])),
      subcategoryId: subcategoryId === '' ? null : Number(subcategoryId),
      colourOptions: colourOptions
        .split(',')
        .map((colour) => colour.trim())
        .filter((colour, index, all) => colour !== '' || index < all.length - 1),
      description,
      sizes: sizes.map((size) => ({ size: size.size.trim(), stock: rupees(size.stock) })),
      images: pictures,
    });

  const textField = (key: TextField, extra: { hint?: string; required?: boolean; maxLength?: number } = {}) => (
    <div data-field={key}>
      <FormField
        label={LABELS[key]}
        value={texts[key]}
        onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
        error={errorOf(key)}
        hint={extra.hint}
        required={extra.required}
        maxLength={extra.maxLength}
        autoComplete="off"
      />
    </div>
  );

  return (
    <form action={action} aria-labelledby={`${formId}-title`} className="space-y-6" noValidate>
      <input type="hidden" name="product" value={payload()} />
      <input type="hidden" name="existing" value={product ? 'true' : 'false'} />
      <h2 id={`${formId}-title`} className="sr-only">
        {product ? `Edit ${product.name}` : 'New product'}
      </h2>
      <section className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{textField('name', { required: true, maxLength: 200 })}</div>
        <div data-field="asin">
          {product ? (
            <div>
              <p className="mb-1 text-sm font-medium text-gray-800">ASIN (the product’s address)</p>
              <p className="min-h-11 py-2.5 font-mono text-sm break-all">{product.asin}</p>
              <p className="text-xs text-gray-600">It never changes, so shared links keep working after a rename.</p>
            </div>
          ) : (
            <FormField
              label="ASIN (the product’s address)"
              value={asin}
              onChange={(event) => setAsin(event.target.value)}
              error={errorOf('asin')}
              hint="Optional: made from the name when empty. Lower-case letters, digits and hyphens."
              autoComplete="off"
              maxLength={100}
            />
          )}
        </div>
        <div data-field="subcategoryId">
          <label htmlFor={`${formId}-subcategory`} className="mb-1 block text-sm font-medium text-gray-800">
            Category
          </label>
          <select
            id={`${formId}-subcategory`}
            value={subcategoryId}
            onChange={(event) => setSubcategoryId(event.target.value)}
            aria-invalid={errorOf('subcategoryId') ? true : undefined}
            aria-describedby={errorOf('subcategoryId') ? `${formId}-subcategory-error` : undefined}
            className={inputClass}
          >
            <option value="">Choose a sub-category</option>
            {groups.flatMap((group) =>
              group.categories.map((category) => (
                <optgroup key={category.id} label={`${group.name} › ${category.name}`}>
                  {category.subcategories.map((subcategory) => (
                    <option key={subcategory.id} value={subcategory.id}>
                      {subcategory.name}
                    </option>
                  ))}
                </optgroup>
              )),
            )}
          </select>
          {errorOf('subcategoryId') && (
            <p id={`${formId}-subcategory-error`} className="mt-1 text-sm text-red-600">
              {errorOf('subcategoryId')}
            </p>
          )}
        </div>
        {textField('brand', { maxLength: 80 })}
        {textField('material', { maxLength: 80 })}
        {textField('badge', { maxLength: 40, hint: 'A short label on the card, e.g. Bestseller.' })}
        {textField('badge1', { maxLength: 40 })}
        {textField('colour', { maxLength: 40 })}
        <div data-field="colourOptions">
          <FormField
            label="Colour list"
            value={colourOptions}
            onChange={(event) => setColourOptions(event.target.value)}
            error={errorUnder('colourOptions')}
            hint="The colours offered, separated by commas: Red, Blue."
            autoComplete="off"
          />
        </div>
        <div className="sm:col-span-2">{textField('youtubeLink', { hint: 'A youtube.com or youtu.be video, or empty.' })}</div>
        <div className="sm:col-span-2" data-field="description">
          <CatalogueDescriptionEditor
            id={`${formId}-description`}
            initial={product?.description ?? ''}
            onChange={setDescription}
            error={errorOf('description')}
          />
        </div>
      </section>
      <section aria-label="Prices" className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
        {PRICE_FIELDS.map((key) => (
          <div key={key} data-field={key}>
            <FormField
              label={LABELS[key]}
              value={prices[key]}
              onChange={(event) => setPrices({ ...prices, [key]: event.target.value })}
              error={errorOf(key)}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
        ))}
        <p className="text-xs text-gray-600 sm:col-span-2 lg:col-span-4">
          Whole rupees. Shops add their markup to the selling price; the supplier price is what a shop pays.
        </p>
      </section>
      <section className="rounded-xl border border-gray-200 bg-white p-4" data-field="sizes">
        <CatalogueSizesEditor sizes={sizes} onChange={setSizes} errorOf={(field) => errorOf(field)} />
      </section>
      <section className="rounded-xl border border-gray-200 bg-white p-4" data-field="images">
        <CataloguePicturesEditor pictures={pictures} onChange={setPictures} error={errorUnder('images')} />
      </section>
      <div ref={status} tabIndex={-1} className="space-y-3 focus:outline-none">
        <ActionStatus state={state} />
        <ConsoleButton type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Saving…' : product ? 'Save changes' : 'Add product'}
        </ConsoleButton>
      </div>
    </form>
  );
}
