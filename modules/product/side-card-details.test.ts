import { describe, expect, it } from 'vitest';
import { sideCardDetails } from './side-card-details';

describe('sideCardDetails', () => {
  it('drops the attributes the spec keeps off the side card', () => {
    const details = ['Name', 'Sizes', 'Colour', 'Rating', 'Badge', 'Category', 'ASIN', 'Material', 'Brand'].map((label) => ({ label, value: 'x' }));
    expect(sideCardDetails(details).map((d) => d.label)).toEqual(['Name', 'Sizes', 'Badge', 'Category', 'Brand']);
  });
});
