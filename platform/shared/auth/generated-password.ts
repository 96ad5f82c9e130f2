import { randomInt } from 'node:crypto';

/** Letters and digits without the look-alikes (0/O, 1/l/I), so a password read off a screen is typed right. */
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 20-character password (about 116 bits), in groups of five for reading aloud: abcde-fghij-kmnop-qrstu. */
export function generatePassword(): string {
  const characters = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}
