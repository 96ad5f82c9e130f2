/**
 * CSS text with its escapes decoded, for checks that look for words such as `@import` and `url(`: CSS reads
 * `@\69mport` and `u\72l(` as those words, so they are checked as written out. `\` with one to six hex digits (and one
 * white space after them) is that code point (0, a surrogate or one past U+10FFFF is U+FFFD); `\` before any other
 * character but a line break is that character; `\` before a line break is dropped (a line continuation in strings).
 * For checking only: the text stored is the one that was checked, never this one.
 */
export function decodeCssEscapes(text: string): string {
  return text.replace(
    /\\(?:([0-9a-f]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S]))/gi,
    (_whole, hex?: string, _break?: string, other?: string) => {
      if (hex !== undefined) {
        const code = Number.parseInt(hex, 16);
        const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
        return String.fromCodePoint(valid ? code : 0xfffd);
      }
      return other ?? '';
    },
  );
}
