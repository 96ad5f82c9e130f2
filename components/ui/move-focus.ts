/** Moves focus among the links and buttons of a list with the arrow, Home and End keys. */
export function moveFocus(container: HTMLElement, key: string): boolean {
  const items = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % items.length;
  else if (key === 'ArrowUp') next = index <= 0 ? items.length - 1 : index - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}
