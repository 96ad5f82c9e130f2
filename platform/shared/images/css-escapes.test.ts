import { describe, expect, it } from 'vitest';
import { decodeCssEscapes } from './css-escapes';
import { sanitiseSvg } from './svg-check';

const svg = (style: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><style>${style}</style><rect width="9" height="9"/></svg>`);
const refusal = (style: string) => {
  try {
    sanitiseSvg(svg(style));
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('CSS escapes', () => {
  it('decodes hex escapes (with the one space after them), escaped characters and line continuations', () => {
    expect(decodeCssEscapes('@\\69mport')).toBe('@import');
    expect(decodeCssEscapes('@\\000069 mport')).toBe('@import');
    expect(decodeCssEscapes('u\\72l(')).toBe('url(');
    expect(decodeCssEscapes('\\u\\r\\l(')).toBe('url(');
    expect(decodeCssEscapes('a\\\nb')).toBe('ab');
    expect(decodeCssEscapes('\\0 x\\d800 y')).toBe('\ufffdx\ufffdy');
    expect(decodeCssEscapes('fill: red')).toBe('fill: red');
  });

  it.each([
    [
      '@\\69mport url(https://x.example/a.css);',
      'This SVG loads another file (https://x.example/a.css). Embed everything in the SVG, or upload a PNG.',
    ],
    ['@\\69mport "https://x.example/a.css";', 'This SVG loads another file (@import). Embed everything in the SVG, or upload a PNG.'],
    [
      'rect { fill: u\\72l(https://x.example/p.svg#g) }',
      'This SVG loads another file (https://x.example/p.svg#g). Embed everything in the SVG, or upload a PNG.',
    ],
    [
      'rect { fill: \\75\\72\\6c("https://x.example/q.svg") }',
      'This SVG loads another file (https://x.example/q.svg). Embed everything in the SVG, or upload a PNG.',
    ],
  ])('refuses a style that loads another file through escapes: %s', (style, message) => {
    expect(refusal(style)).toBe(message);
  });

  it('keeps a style whose escapes load nothing', () => {
    expect(refusal('rect { fill: u\\72l(#gradient); font-family: "\\41 rial" }')).toBe('accepted');
  });
});
