import { describe, expect, it } from 'vitest';
import { parseDemoArt } from '../shared/images/image-names';
import { COLOURS } from './demo-colours';
import { generateProduct, SPECIAL_TSHIRT_ASIN } from './product-generator';
import { repeatedWords } from './product-name';

/** More than the default demo catalogue (DEMO_PRODUCTS=400), as large catalogues for benchmarks use. */
const COUNT = 5000;

describe('the demo catalogue generator', () => {
  const products = Array.from({ length: COUNT }, (_, index) => generateProduct(index));

  it('never repeats a word in a product name', () => {
    const repeating = products.filter((p) => repeatedWords(p.name).length > 0).map((p) => p.name);
    expect(repeating).toEqual([]);
  });

  it('keeps the HOLI T-SHIRT first and every slug unique', () => {
    expect(products[0]).toMatchObject({ asin: SPECIAL_TSHIRT_ASIN, name: 'HOLI T-SHIRT' });
    expect(new Set(products.map((p) => p.asin)).size).toBe(COUNT);
  });

  it("draws a product in its own colour first, and every other colour it comes in under that colour's name", () => {
    const hexOf = (name: string) => COLOURS.find((c) => c.name === name)!.hex;
    const coloured = products.slice(1, 400).filter((p) => p.colorOptions);
    expect(coloured.length).toBeGreaterThan(50);
    for (const product of coloured) {
      const views = product.images.length / product.colorOptions!.length;
      expect(Number.isInteger(views)).toBe(true);
      product.colorOptions!.forEach((colour, i) => {
        for (const image of product.images.slice(i * views, (i + 1) * views)) {
          expect(image).toContain(`-${colour.toLowerCase().replace(/ /g, '-')}-`);
          expect(parseDemoArt(image)).toMatchObject({ hex: hexOf(colour) });
        }
      });
      expect(product.colorOptions![0]).toBe(product.color);
    }
    for (const product of products.slice(1, 400).filter((p) => !p.colorOptions)) {
      expect(
        product.images.every(
          (image) => parseDemoArt(image)?.type === 'product' && (parseDemoArt(image) as { hex: string }).hex === hexOf(product.color),
        ),
      ).toBe(true);
    }
  });

  it('draws a chess set as a chess set and a carrom board as one, not as a box of dice', () => {
    const kindOf = (name: RegExp) => products.filter((p) => name.test(p.name)).map((p) => (parseDemoArt(p.images[0]!) as { kind: string }).kind);
    expect(kindOf(/Chess Set/).length).toBeGreaterThan(0);
    expect(new Set(kindOf(/Chess Set/))).toEqual(new Set(['chess']));
    expect(new Set(kindOf(/Carrom Board/))).toEqual(new Set(['carrom']));
  });
});
