import { describe, expect, it } from 'vitest';
import { mobileSectionName, sectionRibbon } from './section-name';

describe('home section names on phones', () => {
  it('cuts names over 40 characters with an ellipsis', () => {
    expect(mobileSectionName('Handpicked Festive Footwear For The Whole Family')).toBe('Handpicked Festive Footwear For The Whol…');
    expect(mobileSectionName('x'.repeat(40))).toBe('x'.repeat(40));
    expect(mobileSectionName('Beauty Bestsellers')).toBe('Beauty Bestsellers');
  });

  it('alternates the ribbon by position', () => {
    expect([0, 1, 2, 3].map(sectionRibbon)).toEqual(['TRENDING', 'FEATURED', 'TRENDING', 'FEATURED']);
  });
});
