import { describe, expect, it } from 'vitest';
import { hasDevanagari, shareLetteringText, shareSafeText } from './share-text';

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

  it('keeps Devanagari, its joiners and Latin for the lettering drawn outside the renderer, still dropping emoji', () => {
    expect(shareLetteringText('कुर्ता - Cotton Kurta 👕!')).toBe('कुर्ता - Cotton Kurta!');
    expect(shareLetteringText('क्‍ष ✨')).toBe('क्\u200dष');
    expect(shareLetteringText('🪔', 'Apna Bazaar')).toBe('Apna Bazaar');
    expect(hasDevanagari('अपना बाज़ार')).toBe(true);
    expect(hasDevanagari('Apna Bazaar ₹149')).toBe(false);
  });
});
