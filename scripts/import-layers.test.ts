import { describe, expect, it } from 'vitest';
import { circlesOnDisk, findCircles } from './import-circles';
import { COMPONENT_LAYERS, MODULE_LAYERS, PLATFORM_LAYERS, SERVER_IMPORTERS, SERVER_LAYERS } from './import-layer-rules';
import { checkLayers, checkLayersOnDisk, importsInto, importsOf, type LayerRules } from './import-layers';

describe('the platform’s imports', () => {
  it('never run up a layer, in a circle, or out to the storefront', () => {
    const found = checkLayersOnDisk(process.cwd(), PLATFORM_LAYERS).map((violation) => violation.message);
    expect(found).toEqual([]);
  });
});

describe('the components’ imports', () => {
  it('never run up a layer, in a circle, or out of the storefront', () => {
    const found = checkLayersOnDisk(process.cwd(), COMPONENT_LAYERS).map((violation) => violation.message);
    expect(found).toEqual([]);
  });
});

describe('the domain modules’ imports', () => {
  it('never run up a layer, in a circle, or out of the storefront', () => {
    const found = checkLayersOnDisk(process.cwd(), MODULE_LAYERS).map((violation) => violation.message);
    expect(found).toEqual([]);
  });
});

describe('the server runtime’s imports', () => {
  it('never run up a layer or in a circle, and leave server/ only for the route lists and the shared plumbing', () => {
    const found = checkLayersOnDisk(process.cwd(), SERVER_LAYERS).map((violation) => violation.message);
    expect(found).toEqual([]);
  });

  it('come from nothing outside server/ but the storefront’s one bridge to it', () => {
    expect(importsInto(process.cwd(), SERVER_IMPORTERS).map((violation) => violation.message)).toEqual([]);
  });

  it('would name a storefront module importing server/ the ordinary way', () => {
    const rules = { ...SERVER_IMPORTERS, allowed: [] };
    expect(importsInto(process.cwd(), rules).map((violation) => violation.message)).toEqual([
      `lib/platform/server/server-runtime.ts imports '@/server/page-cache-bus.mjs' from server/`,
      `lib/platform/server/server-runtime.ts imports '@/server/platform-lifecycle.mjs' from server/`,
    ]);
  });
});

describe('the whole tree’s imports', () => {
  it('never run in a circle between files, type imports included', () => {
    expect(circlesOnDisk(process.cwd())).toEqual([]);
  });
});

describe('the circle finder', () => {
  const circles = (files: Record<string, string>) => findCircles(new Map(Object.entries(files)));

  it('finds a circle made only of type imports', () => {
    expect(
      circles({
        'modules/cart/line.ts': `import type { Store } from './store';`,
        'modules/cart/store.ts': `import { type Line } from '@/modules/cart/line';`,
      }),
    ).toEqual([{ circle: ['modules/cart/line', 'modules/cart/store'], others: [] }]);
  });

  it('finds a circle closed by a dynamic import or a re-export, through an index file', () => {
    expect(
      circles({
        'lib/a.ts': `const b = () => import('./b');`,
        'lib/b.tsx': `export { c } from './c';`,
        'lib/c/index.ts': `import { a } from '../a.ts';`,
      }),
    ).toEqual([{ circle: ['lib/a', 'lib/b', 'lib/c/index'], others: [] }]);
  });

  it('reports a tangle once, by its shortest circle from its first file and the files it also runs through', () => {
    expect(
      circles({
        'p/a.ts': `import './b';\nimport './d';`,
        'p/b.ts': `import './c';`,
        'p/c.ts': `import './a';`,
        'p/d.ts': `import './a';`,
      }),
    ).toEqual([{ circle: ['p/a', 'p/d'], others: ['p/b', 'p/c'] }]);
  });

  it('counts a module and its declaration file as one, and a file importing itself', () => {
    expect(
      circles({
        'scripts/log.mjs': `import './settings.mjs';`,
        'scripts/settings.d.mts': `import type { Log } from './log.mjs';`,
        'scripts/self.ts': `export * from './self';`,
      }),
    ).toEqual([
      { circle: ['scripts/log', 'scripts/settings'], others: [] },
      { circle: ['scripts/self'], others: [] },
    ]);
  });

  it('finds none where imports only share a file or leave for packages', () => {
    expect(
      circles({
        'lib/top.ts': `import './left';\nimport './right';\nimport 'zod';`,
        'lib/left.ts': `import './base';`,
        'lib/right.ts': `import type { B } from './base';`,
        'lib/base.ts': `import { z } from 'zod';`,
      }),
    ).toEqual([]);
  });
});

describe('the layer checker', () => {
  const rules: LayerRules = {
    root: 'app',
    layers: [
      ['base', 'base.ts'],
      ['left', 'right'],
      ['top.ts', 'top'],
    ],
    outside: ['shared/', 'tools/one.mjs'],
  };
  const check = (files: Record<string, string>) => checkLayers(rules, new Map(Object.entries(files))).map((violation) => violation.message);

  it('reads static, re-exported, type-only and dynamic imports', () => {
    const source = `import a from './a';\nimport type { B } from '../b';\nexport { c } from "./c";\nconst d = await import('./d');\nimport 'side-effect';`;
    expect(importsOf(source)).toEqual(['./a', '../b', './c', './d', 'side-effect']);
  });

  it('allows imports down and within a part', () => {
    expect(
      check({
        'app/top.ts': `import { x } from './left/x';\nimport { y } from '@/app/base/y';`,
        'app/left/x.ts': `import { z } from './z';\nimport { b } from '../base.ts';\nimport { w } from '../right/w';`,
        'app/right/w.ts': `import { z } from 'zod';`,
      }),
    ).toEqual([]);
  });

  it('names the file and the import that runs up a layer', () => {
    expect(check({ 'app/base/money.ts': `import { order } from '../left/order';` })).toEqual([
      `app/base/money.ts (base) imports '../left/order' from a higher layer (left)`,
    ]);
  });

  it('names a circle between parts of one layer', () => {
    expect(
      check({
        'app/left/a.ts': `import { b } from '../right/b';`,
        'app/right/b.ts': `import { a } from '@/app/left/a';`,
      }),
    ).toEqual([
      `app/left/a.ts imports '../right/b': left and right import each other (a cycle)`,
      `app/right/b.ts imports '@/app/left/a': right and left import each other (a cycle)`,
    ]);
  });

  it('refuses a path outside the root unless listed, and a file in no layer', () => {
    expect(
      check({
        'app/top/page.ts': `import { s } from '../../shared/s';\nimport { o } from '../../tools/one.mjs';\nimport { t } from '../../tools/two.mjs';`,
        'app/stray/file.ts': ``,
      }),
    ).toEqual([
      `app/top/page.ts imports '../../tools/two.mjs', outside app/`,
      'app/stray/file.ts belongs to no layer of app/: add its folder to the rules',
    ]);
  });

  it('leaves test files alone', () => {
    expect(check({ 'app/base/money.test.ts': `import { order } from '../top/order';` })).toEqual([]);
  });
});
