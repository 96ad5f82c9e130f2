/**
 * Brings a form's field into view and focuses it. Centred, so a sticky header never hides it; the focus itself
 * does not scroll again (focus() alone would align the field with the top edge, under the header).
 */
export function revealField(form: HTMLElement | null, name: string): void {
  const field = form?.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!field) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  field.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  field.focus({ preventScroll: true });
}
