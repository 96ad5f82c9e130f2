/**
 * 1,23,456: Indian digit grouping (the last three digits, then pairs) of a whole number. Written out rather than
 * with Intl: a page's first Intl.NumberFormat loads the locale data, about 20 ms of a phone's main thread while the
 * page hydrates.
 */
export function formatIndianNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return Math.round(value).toLocaleString('en-IN');
  const digits = String(whole);
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return whole !== 0 && value < 0 ? `-${grouped}` : grouped;
}

/** ₹1,23,456: whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  const whole = Math.round(amount);
  return whole < 0 ? `-₹${formatIndianNumber(-whole)}` : `₹${formatIndianNumber(whole)}`;
}

/** ₹1,23,456.78: rupees and paise (tax figures on an invoice), Indian digit grouping. */
export function formatRupeesAndPaise(amount: number): string {
  const paise = Math.round(Math.abs(amount) * 100);
  const text = `₹${formatIndianNumber(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, '0')}`;
  return amount < 0 && paise !== 0 ? `-${text}` : text;
}
