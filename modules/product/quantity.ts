export interface QuantityCheck {
  /** The quantity to use: the input when valid, otherwise the nearest allowed whole number. */
  value: number;
  /** Why the input was not taken as it is, or '' when it was. */
  message: string;
}

/** How the reasons are said (the Product catalogue's quantityRange and quantityStock on a page). */
export interface QuantityWords {
  range: (limit: number) => string;
  stock: (limit: number) => string;
}
const ENGLISH: QuantityWords = {
  range: (limit) => `Enter a whole number from 1 to ${limit}.`,
  stock: (limit) => `Only ${limit} in stock.`,
};

/** The spec's rule for the quantity input: whole numbers from 1 up to the selected size's stock. */
export function checkQuantity(input: string, max: number, words: QuantityWords = ENGLISH): QuantityCheck {
  const limit = Math.max(1, Math.floor(max));
  const range = words.range(limit);
  const text = input.trim();
  if (!/^\d+$/.test(text)) {
    const number = Number(text);
    if (text === '' || !Number.isFinite(number)) return { value: 1, message: range };
    return { value: Math.min(limit, Math.max(1, Math.floor(number))), message: range };
  }
  const value = Number(text);
  if (value < 1) return { value: 1, message: range };
  if (value > limit) return { value: limit, message: words.stock(limit) };
  return { value, message: '' };
}
