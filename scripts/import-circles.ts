import fs from 'node:fs';
import path from 'node:path';
import { EXTENSION, importsOf, resolve, sourceFilesUnder } from './import-layers';

/** A group of files that import each other: the shortest circle from its smallest file, and its other files. */
export interface Circle {
  /** Files in import order: each imports the next, the last imports the first. */
  circle: string[];
  /** The group's files not on that circle (it holds several circles; all must be pulled apart). */
  others: string[];
}

/** The whole tree whose files may not import each other in a circle: every source folder and root module. */
export const CIRCLE_FREE = ['app', 'components', 'modules', 'lib', 'platform', 'server', 'scripts', 'e2e', 'bench', 'proxy.ts', 'instrumentation.ts'];

/**
 * The import circles between files (path relative to the repository → source text, paths reported without
 * extension), one for each group of files that reach each other. Every kind of import counts (type-only, re-export, dynamic): a type-only
 * circle still means two files that cannot be read or moved apart. A module and its declaration file
 * (x.mjs, x.d.mts) are one node.
 */
export function findCircles(files: ReadonlyMap<string, string>): Circle[] {
  const nodes = new Map<string, string[]>();
  for (const [file, source] of files) {
    const key = file.replace(EXTENSION, '');
    nodes.set(key, [...(nodes.get(key) ?? []), ...importsOf(source).map((specifier) => resolve(file, specifier) ?? '')]);
  }
  const edges = new Map<string, string[]>();
  for (const [key, targets] of nodes) {
    const found = targets.map((target) => (nodes.has(target) ? target : nodes.has(`${target}/index`) ? `${target}/index` : null));
    edges.set(key, [...new Set(found.filter((target): target is string => target !== null))].sort());
  }

  // Tarjan's strongly connected components; a component of more than one file, or a file importing itself, is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (key: string) => {
    index.set(key, index.size);
    low.set(key, index.get(key)!);
    stack.push(key);
    onStack.add(key);
    for (const target of edges.get(key)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(key, Math.min(low.get(key)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(key, Math.min(low.get(key)!, index.get(target)!));
      }
    }
    if (low.get(key) === index.get(key)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== key);
      if (component.length > 1 || edges.get(key)!.includes(key)) components.push(component);
    }
  };
  for (const key of [...edges.keys()].sort()) if (!index.has(key)) visit(key);

  return components
    .map((component) => {
      const circle = shortestCircle(component, edges);
      return { circle, others: component.filter((file) => !circle.includes(file)).sort() };
    })
    .sort((a, b) => a.circle[0]!.localeCompare(b.circle[0]!));
}

/** The shortest circle from a component's smallest file back to itself (a breadth-first walk inside the component). */
function shortestCircle(component: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const key = queue.shift()!;
    for (const target of edges.get(key)!) {
      if (!members.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, key);
      queue.push(target);
    }
    if (cameFrom.has(start)) break;
  }
  const circle = [start];
  for (let key = cameFrom.get(start)!; key !== start; key = cameFrom.get(key)!) circle.splice(1, 0, key);
  return circle;
}

/** Reads the tree's files (tests included) from disk and finds its import circles, as messages. */
export function circlesOnDisk(repo: string, roots: readonly string[] = CIRCLE_FREE): string[] {
  const files = new Map(
    roots
      .filter((root) => fs.existsSync(path.join(repo, root)))
      .flatMap((root) => sourceFilesUnder(repo, root, { tests: true }))
      .map((file) => [file, fs.readFileSync(path.join(repo, file), 'utf8')] as const),
  );
  return findCircles(files).map(({ circle, others }) => {
    const also = others.length ? ` (and through ${others.join(', ')})` : '';
    return `import circle: ${[...circle, circle[0]].join(' → ')}${also}`;
  });
}
