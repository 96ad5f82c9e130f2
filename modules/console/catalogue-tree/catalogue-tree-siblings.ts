import type { TreeGroup, TreeLevel } from '@/platform/catalogue/contract/console-catalogue-tree';

/** A node of the tree and its siblings (the children of its parent, or all groups), in order; null when not there. */
export function siblingsOf(groups: TreeGroup[], level: TreeLevel, id: number): { name: string; ids: number[] } | null {
  const lists: { id: number; name: string }[][] =
    level === 'group'
      ? [groups]
      : level === 'category'
        ? groups.map((group) => group.categories)
        : groups.flatMap((group) => group.categories.map((category) => category.subcategories));
  for (const list of lists) {
    const node = list.find((entry) => entry.id === id);
    if (node) return { name: node.name, ids: list.map((entry) => entry.id) };
  }
  return null;
}

/** The ids with the one at `id` swapped with its neighbour above or below; null when it is already first or last. */
export function movedOneStep(ids: number[], id: number, direction: 'up' | 'down'): number[] | null {
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const moved = [...ids];
  [moved[at], moved[to]] = [moved[to]!, moved[at]!];
  return moved;
}
