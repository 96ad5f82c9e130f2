import { lowestSellingPaise } from './pricing';

/** What the console's price changes answer an owner in words. */

export const PRODUCT_NOT_IN_CATALOGUE = 'No such product in the catalogue.';
export const CATEGORY_NOT_IN_CATALOGUE = 'No such category in the catalogue.';

/** "₹1,499" or "₹449.50": the supplier's price as the owner sees it. */
export function rupeesText(paise: number): string {
  const rupees = paise / 100;
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function belowSupplierMessage(basePricePaise: number): string {
  return `The selling price cannot be below the supplier price of ${rupeesText(lowestSellingPaise(basePricePaise))}.`;
}

export function aboveMrpMessage(baseMrpPaise: number): string {
  return `The selling price cannot be above the MRP of ${rupeesText(baseMrpPaise)}.`;
}

/** What the markup message adds when the markup takes products above their MRP. */
export function cappedSentence(capped: number, markup: number): string {
  if (capped === 0) return '';
  return capped === 1
    ? ` 1 product would sell above its MRP at ${markup}%, so it sells at its MRP.`
    : ` ${capped.toLocaleString('en-IN')} products would sell above their MRP at ${markup}%, so they sell at their MRP.`;
}
