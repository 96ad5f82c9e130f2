/** Whether a shop's list of PIN codes (6 digits) and areas (3 digits, e.g. '744') holds a PIN code. */
export function listsPincode(list: readonly string[], pincode: string): boolean {
  return list.some((entry) => (entry.length === 3 ? pincode.startsWith(entry) : entry === pincode));
}
