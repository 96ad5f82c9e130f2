/** The overview's welcome name: the part of the email before the @, first letter capitalised. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0]?.trim() ?? '';
  return local ? local.charAt(0).toUpperCase() + local.slice(1) : '';
}
