import { describe, expect, it } from 'vitest';
import { productName, repeatedWords } from './product-name';

const parts = { brand: 'Swadesh', audience: "Men's", style: 'Solid', material: 'Cotton', noun: 'Kurta', colour: '' };

describe('demo product names', () => {
  it('read brand, audience, style, material, noun and the colour after a dash', () => {
    expect(productName({ ...parts, colour: 'Olive' })).toBe("Swadesh Men's Solid Cotton Kurta - Olive");
    expect(productName({ ...parts, audience: '' })).toBe('Swadesh Solid Cotton Kurta');
  });

  it('leave a word the noun repeats to the noun', () => {
    expect(productName({ ...parts, style: 'Block Printed', material: 'Cotton Linen', noun: 'Linen Shirt' })).toBe(
      "Swadesh Men's Block Printed Cotton Linen Shirt",
    );
    expect(productName({ ...parts, style: 'Distressed', material: 'Stretch Denim', noun: 'Stretch Jeans' })).toBe(
      "Swadesh Men's Distressed Denim Stretch Jeans",
    );
  });

  it('leave out a style or material that repeats a word already written', () => {
    expect(productName({ brand: 'Rasoi Pro', audience: '', style: 'Velvet', material: 'Velvet', noun: 'Cushion Covers', colour: '' })).toBe(
      'Rasoi Pro Velvet Cushion Covers',
    );
    expect(productName({ ...parts, brand: 'Bombay Cotton Co.', material: 'Pure Cotton', noun: 'Crop Top' })).toBe(
      "Bombay Cotton Co. Men's Solid Crop Top",
    );
  });

  it('add no colour that repeats a word', () => {
    expect(productName({ ...parts, brand: 'Jaipur Blue', colour: 'Navy Blue' })).toBe("Jaipur Blue Men's Solid Cotton Kurta");
  });

  it('find repeated words whatever their case or punctuation', () => {
    expect(repeatedWords('Rasoi Pro Velvet Velvet Cushion Covers')).toEqual(['velvet']);
    expect(repeatedWords('Bombay Cotton Co. Pure cotton Top')).toEqual(['cotton']);
    expect(repeatedWords("Swadesh Men's Cotton Linen Shirt - Rani Pink")).toEqual([]);
  });
});
