import { describe, expect, it } from 'vitest';
import { shareSafeText } from './share-text';

describe('shareSafeText', () => {
  it('keeps Latin text and the rupee sign', () => {
    expect(shareSafeText('HOLI T-SHIRT – ₹149')).toBe('HOLI T-SHIRT – ₹149');
    expect(shareSafeText('Crème brûlée')).toBe('Crème brûlée');
  });

  it('drops emoji and Devanagari, tidying what is left', () => {
    expect(shareSafeText('Diwali 🪔 Diya Set')).toBe('Diwali Diya Set');
    expect(shareSafeText('कुर्ता - Cotton Kurta 👕!')).toBe('Cotton Kurta!');
    expect(shareSafeText('👕👖', 'Apna Bazaar')).toBe('Apna Bazaar');
  });
});
