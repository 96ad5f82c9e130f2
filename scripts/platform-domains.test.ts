import { describe, expect, it } from 'vitest';
import { checkDomains, checkDomainsOnDisk } from './platform-domains';

describe('the platform’s domains', () => {
  it('use each other only through index.ts, contract/ and tables, and the storefront uses their contracts only', () => {
    expect(checkDomainsOnDisk(process.cwd()).map((violation) => violation.message)).toEqual([]);
  });
});

describe('the domain checker', () => {
  const check = (files: Record<string, string>) => checkDomains(new Map(Object.entries(files))).map((violation) => violation.message);

  it('allows another domain’s index, contract and tables, and anything inside one’s own domain', () => {
    expect(
      check({
        'platform/orders/placement.ts': [
          `import { cartOf } from '../cart';`,
          `import { loadLines } from '../cart/index';`,
          `import type { CartLine } from '../cart/contract/cart';`,
          `import { cartLines } from '../cart/tables';`,
          `import { orders } from './tables';`,
          `import { mailOrder } from './mail';`,
          `import { Problem } from '../shared/problem';`,
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('names an import that reaches past another domain’s index', () => {
    expect(check({ 'platform/orders/placement.ts': `import { loadCartProducts } from '@/platform/cart/cart-products';` })).toEqual([
      `platform/orders/placement.ts imports '@/platform/cart/cart-products': use cart/index.ts, cart/contract/ or cart's tables`,
    ]);
  });

  it('keeps the storefront to the contracts, never a barrel', () => {
    expect(
      check({
        'modules/cart/components/line.tsx': `import { cartLine } from '@/platform/cart/contract/cart';\nimport { calls } from '@/platform/contract/calls';`,
        'modules/cart/total.ts': `import { money } from '@/platform/shared/contract/money';\nimport { cartOf } from '@/platform/cart';\nimport { Problem } from '@/platform/shared/problem';`,
      }),
    ).toEqual([
      `modules/cart/total.ts imports '@/platform/cart': the storefront imports the platform's contracts only`,
      `modules/cart/total.ts imports '@/platform/shared/problem': the storefront imports the platform's contracts only`,
    ]);
  });

  it('leaves tests alone', () => {
    expect(check({ 'platform/orders/placement.test.ts': `import { loadCartProducts } from '../cart/cart-products';` })).toEqual([]);
  });
});
