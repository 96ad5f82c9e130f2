import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Import layering: a root folder's parts (folders or single files, relative to the root) in layers, lowest first.
 * A part may import from its own layer or a lower one, never from a higher one, and parts of one layer may not import
 * each other in a circle. Imports that leave the root are allowed only into the repository paths it lists as
 * `outside`. Test files (*.test.ts) are not checked: they may assemble anything.
 */
export interface LayerRules {
  /** The folder whose imports are checked, relative to the repository ('platform'). */
  root: string;
  /** The root's parts, lowest layer first; a file belongs to the longest part that contains it. */
  layers: readonly (readonly string[])[];
  /** Repository paths (folders end in '/') the root may import from; any other path outside the root is refused. */
  outside?: readonly string[];
}

/**
 * The platform, lowest layer first. Every domain (platform/<domain>/) holds its wire schemas (contract/, which the
 * storefront imports too), its tables, its services and its routes (routes/); platform/shared/ holds what every domain
 * uses, platform/runtime/ assembles the process. The contracts: platform/contract/ (the whole API's call lists) and
 * each domain's contract/, free of server code; beside them the runtime's plain-Node plumbing (client address, access
 * log, graceful shutdown), which the storefront's server/ shares. config, events, problem: the settings, the change
 * feed and the refusal every layer may raise. The tables (drizzle's schema), then the connections (shared/db), the
 * thread pool for CPU-heavy tasks (shared/workers: tasks name their modules by path, so no import runs up), the
 * capabilities over them (auth, mail, images, payments, small helpers, the Shop row type), the context every service
 * and route works with, the host → shop directory (shared/tenancy), the routes' helpers (shared/http). Then the
 * domains, each above the ones it builds on (scripts/platform-domains.ts checks that one uses another only through its
 * index.ts, contract/ and tables); demo: the demo data, written through the services' rules; runtime (app, server,
 * create-platform) and testing assemble the whole.
 */
export const PLATFORM_LAYERS: LayerRules = {
  root: 'platform',
  layers: [
    [
      'contract',
      'shared/contract',
      'pricing/contract',
      'shops/contract',
      'customers/contract',
      'cart/contract',
      'catalogue/contract',
      'orders/contract',
      'runtime/access-log.mjs',
      'runtime/client-address.mjs',
      'runtime/graceful-shutdown.mjs',
    ],
    ['shared/config.ts', 'shared/events.ts', 'shared/problem.ts'],
    [
      'shops/tables.ts',
      'shops/account-tables.ts',
      'catalogue/tables.ts',
      'customers/tables.ts',
      'cart/tables.ts',
      'orders/tables.ts',
      'orders/payment-tables.ts',
      'shared/images/tables.ts',
    ],
    ['shared/db'],
    ['shared/workers'],
    [
      'shared/auth',
      'shared/mail',
      'shared/images',
      'shared/payments',
      'shared/parse-request.ts',
      'shared/unique-violation.ts',
      'shared/uploads-path.ts',
      'shared/tenancy/shop-row.ts',
    ],
    ['shared/platform-context.ts'],
    ['shared/tenancy'],
    ['shared/http'],
    ['pricing'],
    ['shops'],
    ['customers'],
    ['cart'],
    ['catalogue'],
    ['orders'],
    ['demo'],
    ['runtime', 'testing'],
  ],
};

/**
 * The storefront's shared components, lowest layer first. ui: primitives; state: what the whole shop shares in the
 * browser (session, cart, wishlist, recently viewed, the query client). Outside components/ they read the shared
 * logic (lib/), the domain logic the shop-wide state keeps (modules/), and the platform's contract.
 */
export const COMPONENT_LAYERS: LayerRules = {
  root: 'components',
  layers: [['ui'], ['state']],
  outside: [
    'lib/',
    'modules/',
    'platform/contract/',
    'platform/shared/contract/',
    'platform/pricing/contract/',
    'platform/shops/contract/',
    'platform/customers/contract/',
    'platform/cart/contract/',
    'platform/catalogue/contract/',
    'platform/orders/contract/',
  ],
};

/**
 * The storefront's domains (modules/<domain>: its components/, its browser logic, its server logic under server/),
 * lowest layer first. Every domain's logic sits below every domain's screens (a product card needs the cart line's
 * shape; an order's payment needs the checkout's script loader); the screens then stack, each above the ones it builds
 * on: a catalogue card is part of the cart and wishlist screens, an order's payment is part of the checkout; shell
 * frames every page; the console's sections stand on its shell. Outside modules/ they read the shared components
 * (ui, state), the shared logic (lib/) and the platform's contract.
 */
export const MODULE_LAYERS: LayerRules = {
  root: 'modules',
  layers: [
    ['recently-viewed', 'wishlist', 'catalogue', 'account', 'cart', 'product', 'orders', 'checkout', 'shell'],
    ['help/components', 'catalogue/components', 'account/components'],
    ['cart/components', 'product/components', 'wishlist/components', 'orders/components'],
    ['checkout/components'],
    ['shell/components'],
    ['console/shell'],
    [
      'console/home',
      'console/orders',
      'console/catalogue',
      'console/catalogue-tree',
      'console/prices',
      'console/branding',
      'console/sections',
      'console/team',
      'console/auth',
    ],
  ],
  outside: [
    'components/',
    'lib/',
    'platform/contract/',
    'platform/shared/contract/',
    'platform/pricing/contract/',
    'platform/shops/contract/',
    'platform/customers/contract/',
    'platform/cart/contract/',
    'platform/catalogue/contract/',
    'platform/orders/contract/',
  ],
};

/**
 * The storefront's process runtime, lowest layer first: the two modules Next's bundles share with the server (the page
 * cache bus, the platform's lifecycle), then the pieces serve.mjs puts in front of Next.js and Next's cache handler,
 * then serve.mjs. It reads the route lists (lib/routes.mjs), the security headers (lib/security/security-headers.mjs), the plumbing it shares with the standalone platform
 * (platform/runtime/) and, for types only, the platform it holds. Nothing imports server/ but the storefront's one
 * bridge to it (SERVER_IMPORTERS).
 */
export const SERVER_LAYERS: LayerRules = {
  root: 'server',
  layers: [
    ['page-cache-bus.mjs', 'platform-lifecycle.mjs'],
    ['host-header.mjs', 'malformed-escapes.mjs', 'micro-cache.mjs', 'static-brotli.mjs', 'server-settings.mjs'],
    ['storefront-health.mjs', 'next-cache-handler.mjs'],
    ['serve.mjs'],
  ],
  outside: [
    'lib/routes.mjs',
    'lib/security/security-headers.mjs',
    'platform/runtime/access-log.mjs',
    'platform/runtime/client-address.mjs',
    'platform/runtime/graceful-shutdown.mjs',
    'platform/runtime/create-platform.ts',
  ],
};

/**
 * Who may import server/ from outside it: lib/platform/server-runtime.ts alone, which loads the bus and the lifecycle
 * at run time through Node (so Next's bundles share the server's instance) and imports only their types.
 */
export const SERVER_IMPORTERS = {
  folder: 'server',
  from: ['app', 'components', 'modules', 'lib', 'platform', 'scripts', 'instrumentation.ts', 'proxy.ts'],
  allowed: ['lib/platform/server-runtime.ts'],
} as const;

export interface Violation {
  /** The importing file, relative to the repository. */
  file: string;
  /** The import as written. */
  specifier: string;
  message: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx|mts|mjs)$/;
const EXTENSION = /\.(ts|tsx|mts|mjs|js|d\.mts)$/;

/**
 * Every source file under a folder (relative to the repository; a single file is returned as itself), generated
 * folders excluded, and tests too unless asked for.
 */
export function sourceFilesUnder(repo: string, folder: string, { tests = false } = {}): string[] {
  if (fs.statSync(path.join(repo, folder)).isFile()) return [folder];
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(repo, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(child);
      } else if (SOURCE.test(entry.name) && (tests || !TEST.test(entry.name)) && !entry.name.endsWith('.d.ts')) {
        found.push(child);
      }
    }
  };
  walk(folder);
  return found.sort();
}

/** The module specifiers a source text imports or re-exports, static and dynamic. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** Where a specifier points in the repository (no extension), or null for a package. */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2)).replace(EXTENSION, '');
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(EXTENSION, '');
}

/** The part (as written in the rules) a path inside the root belongs to, or null. */
function partOf(rules: LayerRules, inside: string): { part: string; layer: number } | null {
  let best: { part: string; layer: number } | null = null;
  rules.layers.forEach((parts, layer) => {
    for (const part of parts) {
      const bare = part.replace(EXTENSION, '');
      const contains = inside === bare || inside.startsWith(`${bare}/`);
      if (contains && (!best || bare.length > best.part.replace(EXTENSION, '').length)) best = { part, layer };
    }
  });
  return best;
}

/**
 * Checks the imports of the given files (path relative to the repository → source text) against the rules:
 * an import from a higher layer, a circle between parts of one layer, a file in no part, and an import that leaves
 * the root for a path not listed in `outside`.
 */
export function checkLayers(rules: LayerRules, files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  const root = rules.root.replace(/\/$/, '');
  const sameLayer: { from: string; to: string; file: string; specifier: string }[] = [];

  for (const [file, source] of files) {
    if (TEST.test(file)) continue;
    const own = partOf(rules, path.posix.relative(root, file).replace(EXTENSION, ''));
    if (!own) {
      violations.push({ file, specifier: '', message: `${file} belongs to no layer of ${root}/: add its folder to the rules` });
      continue;
    }
    for (const specifier of importsOf(source)) {
      const target = resolve(file, specifier);
      if (target === null) continue;
      if (target !== root && !target.startsWith(`${root}/`)) {
        const allowed = (rules.outside ?? []).some((entry) =>
          entry.endsWith('/') ? target.startsWith(entry) : target === entry.replace(EXTENSION, ''),
        );
        if (!allowed) violations.push({ file, specifier, message: `${file} imports '${specifier}', outside ${root}/` });
        continue;
      }
      const other = partOf(rules, path.posix.relative(root, target));
      if (!other) {
        violations.push({ file, specifier, message: `${file} imports '${specifier}', which belongs to no layer of ${root}/` });
      } else if (other.layer > own.layer) {
        violations.push({ file, specifier, message: `${file} (${own.part}) imports '${specifier}' from a higher layer (${other.part})` });
      } else if (other.layer === own.layer && other.part !== own.part) {
        sameLayer.push({ from: own.part, to: other.part, file, specifier });
      }
    }
  }

  // Circles between parts of one layer: an edge is in one when its target reaches its source again.
  const next = new Map<string, Set<string>>();
  for (const edge of sameLayer) next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const part = queue.pop()!;
      if (part === goal) return true;
      if (seen.has(part)) continue;
      seen.add(part);
      queue.push(...(next.get(part) ?? []));
    }
    return false;
  };
  for (const edge of sameLayer) {
    if (reaches(edge.to, edge.from)) {
      violations.push({
        file: edge.file,
        specifier: edge.specifier,
        message: `${edge.file} imports '${edge.specifier}': ${edge.from} and ${edge.to} import each other (a cycle)`,
      });
    }
  }
  return violations;
}

/** Reads the root's files from disk and checks them. */
export function checkLayersOnDisk(repo: string, rules: LayerRules): Violation[] {
  const files = new Map(sourceFilesUnder(repo, rules.root).map((file) => [file, fs.readFileSync(path.join(repo, file), 'utf8')]));
  return checkLayers(rules, files);
}

/** Imports into `folder` from the files under `from` (folders or files), but for the files `allowed` to. */
export function importsInto(repo: string, rules: { folder: string; from: readonly string[]; allowed: readonly string[] }): Violation[] {
  const files = rules.from.flatMap((entry) => (fs.statSync(path.join(repo, entry)).isDirectory() ? sourceFilesUnder(repo, entry) : [entry]));
  const violations: Violation[] = [];
  for (const file of files) {
    if (rules.allowed.includes(file)) continue;
    for (const specifier of importsOf(fs.readFileSync(path.join(repo, file), 'utf8'))) {
      const target = resolve(file, specifier);
      if (target !== null && target.startsWith(`${rules.folder}/`)) {
        violations.push({ file, specifier, message: `${file} imports '${specifier}' from ${rules.folder}/` });
      }
    }
  }
  return violations;
}

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
