import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

/** Every key of a catalogue ('Shell.cart', …) with its text. */
function entries(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** The {placeholders} of an ICU message. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]!).sort();
}

describe('message catalogues', () => {
  const english = new Map(entries(en));
  const hindi = new Map(entries(hi));

  it('have the same keys in English and Hindi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty message', () => {
    for (const [key, text] of [...english, ...hindi]) expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english) expect(placeholders(String(hindi.get(key) ?? '')), key).toEqual(placeholders(String(text)));
  });

  it('write Hindi in Devanagari', () => {
    for (const [key, text] of hindi) expect(/[\u0900-\u097F]/.test(String(text)) || /^[\d\s©{}\w.-]+$/.test(String(text)), key).toBe(true);
  });
});
