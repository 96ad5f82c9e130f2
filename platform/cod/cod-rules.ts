import { eq } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { resellers } from '../shops/tables';
import type { CodRules } from './contract/cod-refusal';

export { codRefusalFor, effectiveConfirmation, pincodeListed, type CodRules } from './contract/cod-refusal';

export const NO_COD_RULES: CodRules = { confirmation: 'none', confirmHours: 24, feePaise: 0, maxOrderPaise: 0, blockedPincodes: [] };

type CodColumns = Pick<
  typeof resellers.$inferSelect,
  'codConfirmation' | 'codConfirmHours' | 'codFeePaise' | 'codMaxOrderPaise' | 'codBlockedPincodes'
>;

/** The rules of a shop's row (the request's shop, c.get('reseller')). */
export function codRulesOf(shop: CodColumns): CodRules {
  return {
    confirmation: shop.codConfirmation,
    confirmHours: shop.codConfirmHours,
    feePaise: shop.codFeePaise,
    maxOrderPaise: shop.codMaxOrderPaise,
    blockedPincodes: shop.codBlockedPincodes ?? [],
  };
}

/** The rules of a shop, read afresh (the shop directory may hold an older row). */
export async function loadCodRules(db: Queryable, shopId: number): Promise<CodRules> {
  const [row] = await db
    .select({
      codConfirmation: resellers.codConfirmation,
      codConfirmHours: resellers.codConfirmHours,
      codFeePaise: resellers.codFeePaise,
      codMaxOrderPaise: resellers.codMaxOrderPaise,
      codBlockedPincodes: resellers.codBlockedPincodes,
    })
    .from(resellers)
    .where(eq(resellers.id, shopId))
    .limit(1);
  return row ? codRulesOf(row) : NO_COD_RULES;
}
