/**
 * Money units, the one place they convert. The platform keeps money as integer paise; the wire and the storefront
 * speak whole rupees (the spec's prices have no paise), so a conversion to rupees rounds to the rupee.
 */

export const PAISE_PER_RUPEE = 100;

/** Rupees (whole or not) in paise, rounded to the paisa. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Paise in whole rupees, rounded to the rupee. */
export function toRupees(paise: number): number {
  return Math.round(paise / PAISE_PER_RUPEE);
}
