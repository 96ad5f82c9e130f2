import type { DemoArtKind } from '../../shared/images/demo-art-kinds';

/** How a product line is sized: letter sizes, kids' ages, millilitres, UK shoe sizes, or none. */
export type SizeScheme = 'apparel' | 'kids' | 'ml-small' | 'ml-large' | 'perfume' | 'shoe' | 'none';

export interface SubcategoryPlan {
  id: number;
  name: string;
  kind: DemoArtKind;
  /** Nouns whose picture is not the subcategory's kind: a chess set is not drawn as a box of dice. */
  kindOf?: Record<string, DemoArtKind>;
  sizes: SizeScheme;
  /** Nouns a product name ends with. */
  nouns: string[];
  /** Words before the material. */
  styles: string[];
  materials: string[];
  /** MRP range in whole rupees. */
  mrp: [number, number];
  /** Who it is for, written before the style ("Men's"), or ''. */
  audience: string;
  /** Per-unit delivery charge in rupees for heavier goods; 0 = always free. */
  delivery: number;
}

export interface CategoryPlan {
  id: number;
  name: string;
  slug: string;
  subcategories: SubcategoryPlan[];
}

export interface GroupPlan {
  id: number;
  name: string;
  brands: string[];
  categories: CategoryPlan[];
}
