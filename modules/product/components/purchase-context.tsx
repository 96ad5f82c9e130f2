'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { ProductCard } from '@/lib/platform/types';
import { isSoldOut } from '@/modules/product/sold-out';

/** What the shopper has chosen on a product page, shared by the options, the side card and the bottom bar. */
export interface Purchase {
  product: ProductCard;
  /** The product comes in sizes: one must be chosen before adding or buying. */
  sized: boolean;
  /** The chosen size's label, '' when none is chosen (or the product has no sizes). */
  size: string;
  selectSize(label: string): void;
  units: number;
  setUnits(units: number): void;
  colour: string;
  setColour(colour: string): void;
  /** Most units the shopper may take: the chosen size's stock, or the product's for an unsized product; null until a size is chosen. */
  maxUnits: number | null;
  soldOut: boolean;
  /** An action was refused for want of a size: the size buttons show the reason until one is chosen. */
  sizeMissing: boolean;
  /** Shows the reason and takes the shopper to the size buttons. */
  flagMissingSize(): void;
  sizeGroupRef: RefObject<HTMLDivElement | null>;
}

const PurchaseContext = createContext<Purchase | null>(null);

export function usePurchase(): Purchase {
  const purchase = useContext(PurchaseContext);
  if (!purchase) throw new Error('usePurchase() outside PurchaseProvider');
  return purchase;
}

export function PurchaseProvider({ product, children }: { product: ProductCard; children: ReactNode }) {
  const sized = product.sizes.length > 0;
  const [size, setSize] = useState('');
  const [units, setUnits] = useState(1);
  const [colour, setColour] = useState(() =>
    product.colourOptions && !product.colourOptions.includes(product.colour) ? (product.colourOptions[0] ?? '') : product.colour,
  );
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizeGroupRef = useRef<HTMLDivElement | null>(null);

  const selectSize = useCallback(
    (label: string) => {
      const option = product.sizes.find((s) => s.label === label);
      if (!option || option.stock <= 0) return;
      setSize(label);
      setUnits(1);
      setSizeMissing(false);
    },
    [product.sizes],
  );

  const flagMissingSize = useCallback(() => {
    setSizeMissing(true);
    const group = sizeGroupRef.current;
    if (!group) return;
    group.scrollIntoView({ block: 'center', behavior: 'smooth' });
    group.querySelector<HTMLButtonElement>('[role="radio"]:not([disabled])')?.focus({ preventScroll: true });
  }, []);

  const value = useMemo<Purchase>(() => {
    const chosen = product.sizes.find((s) => s.label === size);
    const maxUnits = sized ? (chosen ? chosen.stock : null) : product.stock;
    const soldOut = isSoldOut(product);
    return { product, sized, size, selectSize, units, setUnits, colour, setColour, maxUnits, soldOut, sizeMissing, flagMissingSize, sizeGroupRef };
  }, [product, sized, size, selectSize, units, colour, sizeMissing, flagMissingSize]);

  return <PurchaseContext.Provider value={value}>{children}</PurchaseContext.Provider>;
}
