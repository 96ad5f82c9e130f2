import { describe, expect, it } from 'vitest';
import { catalogueKind, isCataloguePath } from './routes.mjs';

describe('catalogueKind', () => {
  it('names product and listing pages, the uncorrected search included', () => {
    expect(catalogueKind('/product/holi-t-shirt')).toBe('product');
    expect(catalogueKind('/products-section2/101')).toBe('listing');
    expect(catalogueKind('/Product-Serach/sari')).toBe('listing');
    expect(catalogueKind('/Product-Serach/sari/as-typed')).toBe('listing');
  });

  it('knows nothing of other paths, nor of other suffixes', () => {
    expect(catalogueKind('/products-section2/101/as-typed')).toBeNull();
    expect(catalogueKind('/Product-Serach/sari/other')).toBeNull();
    expect(catalogueKind('/checkout2')).toBeNull();
  });

  it('counts the uncorrected search among the pages that are the same for every shopper', () => {
    expect(isCataloguePath('/Product-Serach/sari/as-typed')).toBe(true);
  });
});
