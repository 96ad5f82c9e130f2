'use client';

import { createContext, useContext, useId, useState, useTransition, type ReactNode } from 'react';
import { findLinkProducts, type LinkProduct } from '@/modules/console/branding/banners-actions';
import { linkKindOf, listingLink, productLink, searchLink, type LinkKind, type LinkTree } from '@/modules/console/branding/banner-links';
import { inputClass } from '@/components/ui/form-field';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

const TreeContext = createContext<LinkTree>([]);

/** The shop's categories (as its shoppers see them) for every banner's picker on the page. */
export function BannerLinkTree({ tree, children }: { tree: LinkTree; children: ReactNode }) {
  return <TreeContext.Provider value={tree}>{children}</TreeContext.Provider>;
}

const KINDS: { kind: LinkKind; label: string }[] = [
  { kind: 'home', label: 'The home page' },
  { kind: 'category', label: 'A category' },
  { kind: 'product', label: 'A product' },
  { kind: 'search', label: 'A search' },
  { kind: 'typed', label: 'A link I type' },
];

const labelClass = 'mb-1 block text-sm font-medium text-gray-800';

/**
 * Where a banner leads, picked rather than typed: the home page, one of the shop's categories (its tree, as shoppers
 * see it), a product found by name, or a search; each choice writes the storefront's own link into the Link field,
 * which can still be typed in (the platform checks a typed one before it is saved).
 */
export function BannerLinkPicker({ link, onLink }: { link: string; onLink: (link: string) => void }) {
  const tree = useContext(TreeContext);
  const id = useId();
  const [kind, setKind] = useState<LinkKind>(() => linkKindOf(link));
  const [words, setWords] = useState(() => (linkKindOf(link) === 'search' ? decodeSearch(link) : ''));

  function choose(next: LinkKind) {
    setKind(next);
    if (next === 'home') onLink('');
  }

  return (
    <div className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <div>
        <label htmlFor={`${id}-kind`} className={labelClass}>
          Leads to
        </label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => choose(event.target.value as LinkKind)} className={inputClass}>
          {KINDS.map((option) => (
            <option key={option.kind} value={option.kind}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {kind === 'category' && (
        <div>
          <label htmlFor={`${id}-category`} className={labelClass}>
            Category
          </label>
          <select
            id={`${id}-category`}
            value={tree.some((group) => containsLink(group, link)) ? link : ''}
            onChange={(event) => event.target.value && onLink(event.target.value)}
            className={inputClass}
          >
            <option value="">Choose a category</option>
            {tree.map((group) => (
              <optgroup key={group.id} label={group.name}>
                {/* A group's link names a category when one has the same id (the storefront matches categories first). */}
                {!tree.some((other) => other.categories.some((category) => category.id === group.id)) && (
                  <option value={listingLink('group', group.id)}>{`All of ${group.name}`}</option>
                )}
                {group.categories.map((category) => [
                  <option key={category.id} value={listingLink('category', category.id)}>
                    {category.name}
                  </option>,
                  ...category.subcategories.map((sub) => (
                    <option key={`s${sub.id}`} value={listingLink('subcategory', sub.id)}>
                      {`${category.name} › ${sub.name}`}
                    </option>
                  )),
                ])}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      {kind === 'product' && <ProductFinder id={id} link={link} onLink={onLink} />}
      {kind === 'search' && (
        <div>
          <label htmlFor={`${id}-search`} className={labelClass}>
            Search words
          </label>
          <input
            id={`${id}-search`}
            value={words}
            onChange={(event) => {
              setWords(event.target.value);
              onLink(event.target.value.trim() ? searchLink(event.target.value) : '');
            }}
            maxLength={100}
            placeholder="silk saree"
            className={inputClass}
          />
        </div>
      )}
    </div>
  );
}

/** A product of the shop, found by name or ASIN. */
function ProductFinder({ id, link, onLink }: { id: string; link: string; onLink: (link: string) => void }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<LinkProduct[] | null>(null);
  const [message, setMessage] = useState('');
  const [pending, startTransition] = useTransition();

  function find() {
    startTransition(async () => {
      const answer = await findLinkProducts(query);
      setFound(answer.ok ? answer.products : []);
      setMessage(answer.ok ? (answer.products.length ? '' : 'No product of your shop matches these words.') : answer.message);
    });
  }

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-product`} className={labelClass}>
        Product name or ASIN
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-product`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              find();
            }
          }}
          maxLength={100}
          className={inputClass}
        />
        <ConsoleButton tone="secondary" disabled={pending || !query.trim()} onClick={find}>
          {pending ? 'Finding…' : 'Find'}
        </ConsoleButton>
      </div>
      <p role="status" className="text-sm text-gray-700">
        {message}
      </p>
      {found && found.length > 0 && (
        <ul className="max-h-64 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200 bg-white" aria-label="Products found">
          {found.map((product) => {
            const chosen = link === productLink(product.asin);
            return (
              <li key={product.asin}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onLink(productLink(product.asin))}
                  className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-indigo-50 aria-pressed:bg-indigo-50 aria-pressed:font-semibold"
                >
                  <span className="min-w-0 flex-1">{product.name}</span>
                  {chosen && <span className="text-indigo-800">Chosen</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function containsLink(group: LinkTree[number], link: string): boolean {
  if (link === listingLink('group', group.id)) return true;
  return group.categories.some(
    (category) => link === listingLink('category', category.id) || category.subcategories.some((sub) => link === listingLink('subcategory', sub.id)),
  );
}

function decodeSearch(link: string): string {
  try {
    return decodeURIComponent(link.replace(/^\/Product-Serach\//, ''));
  } catch {
    return '';
  }
}
