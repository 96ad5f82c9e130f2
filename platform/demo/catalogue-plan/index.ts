// The demo catalogue: eight groups of categories, each in its own file.
import { MENS_FASHION } from './mens-fashion';
import { WOMENS_FASHION } from './womens-fashion';
import { KIDS_AND_TOYS } from './kids-and-toys';
import { BEAUTY } from './beauty';
import { FOOTWEAR } from './footwear';
import { HOME_AND_KITCHEN } from './home-and-kitchen';
import { ELECTRONICS_ACCESSORIES } from './electronics-accessories';
import { WATCHES_AND_BAGS } from './watches-and-bags';
import type { GroupPlan } from './plan-types';

export type { CategoryPlan, GroupPlan, SizeScheme, SubcategoryPlan } from './plan-types';

export const CATALOGUE_PLAN: GroupPlan[] = [
  MENS_FASHION,
  WOMENS_FASHION,
  KIDS_AND_TOYS,
  BEAUTY,
  FOOTWEAR,
  HOME_AND_KITCHEN,
  ELECTRONICS_ACCESSORIES,
  WATCHES_AND_BAGS,
];

export const ALL_SUBCATEGORIES = CATALOGUE_PLAN.flatMap((g) =>
  g.categories.flatMap((c) => c.subcategories.map((s) => ({ group: g, category: c, subcategory: s }))),
);
