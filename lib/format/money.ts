const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,23,456: whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return rupees.format(Math.round(amount));
}
