/** The order summary's names: at most `count` words, with an ellipsis when words were cut. */
export function truncateWords(text: string, count = 4): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}
