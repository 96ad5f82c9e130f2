import { describe, expect, it } from 'vitest';
import { misplacedServerModules } from './server-only-placement';

describe('server-only modules in the storefront’s shared folders', () => {
  it('all live in a server/ folder', () => {
    expect(misplacedServerModules(process.cwd())).toEqual([]);
  });

  it('would name one that does not', () => {
    expect(
      misplacedServerModules('', {
        'lib/session/server/server-session.ts': `import 'server-only';\nexport const a = 1;`,
        'lib/session/cookie-names.ts': `export const b = 2;`,
        'modules/cart/server-cart.ts': `import "server-only";`,
      }),
    ).toEqual([`modules/cart/server-cart.ts imports 'server-only' outside a server/ folder`]);
  });
});
