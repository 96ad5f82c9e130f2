import type { Random } from './random';

interface DescriptionInput {
  name: string;
  brand: string;
  material: string;
  subcategory: string;
  colour: string;
  long: boolean;
  /** Include markup a storefront must strip (script, event handlers, javascript: links). */
  unsafe: boolean;
}

const openers = [
  (d: DescriptionInput) => `Bring home the <strong>${d.name}</strong>, crafted by ${d.brand} for everyday comfort and festive style alike.`,
  (d: DescriptionInput) =>
    `The <strong>${d.name}</strong> pairs traditional Indian craftsmanship with a modern finish you will reach for again and again.`,
  (d: DescriptionInput) =>
    `Made in small batches by ${d.brand}, this ${d.subcategory.toLowerCase()} piece is designed to last through daily use and many washes.`,
];

const highlightPool = [
  (d: DescriptionInput) => `Material: ${d.material}`,
  (d: DescriptionInput) => `Colour: ${d.colour}`,
  () => 'Quality checked before dispatch',
  () => 'Easy 30-day returns on unused items',
  () => 'Cash on delivery available across India',
  () => 'Ships in 2–4 business days from our Jaipur warehouse',
  () => 'Colour may vary slightly due to lighting and screen settings',
  () => 'Packed in recyclable, plastic-free packaging',
  () => 'Sourced from artisans and small manufacturers across India',
  () => 'Ideal for gifting during Diwali, Holi, Eid and weddings',
];

const careLines = [
  'Gentle machine wash in cold water with similar colours.',
  'Do not bleach. Dry in shade to keep the colours bright.',
  'Wipe clean with a soft, dry cloth.',
  'Store in a cool, dry place away from direct sunlight.',
  'Iron on low heat if required.',
];

const storyParagraphs = [
  'Every piece begins with carefully chosen raw material, inspected by hand before it reaches the workshop. Skilled karigars then cut, stitch, finish and check each piece, so that what arrives at your door is something we are proud to put our name on.',
  'We work directly with family-run units in Tiruppur, Ludhiana, Moradabad and Jaipur. Buying from them keeps traditional skills alive and lets us offer honest prices without middlemen.',
  'Our customers told us they wanted products that look good in photographs and feel even better in real life. This design is the result of many rounds of feedback, fittings and wear tests.',
  'Whether it is a family function, a day at the office or a lazy Sunday at home, this is made to fit into your routine without fuss. Pair it with your favourites and make it your own.',
];

const unsafeSnippets = [
  `<script>alert('This script must never run');</script>`,
  `<img src="x" onerror="alert('onerror must be stripped')">`,
  `<p><a href="javascript:alert('javascript links must be stripped')">Claim your festive coupon</a></p>`,
  `<iframe src="https://example.com/tracker" width="1" height="1"></iframe>`,
  `<p onclick="alert('click handlers must be stripped')" style="color:#b00">Limited period offer!</p>`,
];

/** Rich HTML for a product description; long ones run past 24 lines so Read More has work to do. */
export function describe(input: DescriptionInput, random: Random): string {
  const parts: string[] = [`<p>${random.pick(openers)(input)}</p>`];
  const highlights = [...highlightPool].sort(() => random.next() - 0.5).slice(0, input.long ? 10 : random.int(4, 6));
  parts.push('<h3>Highlights</h3>', `<ul>${highlights.map((line) => `<li>${line(input)}</li>`).join('')}</ul>`);
  if (input.long) {
    for (const paragraph of storyParagraphs) parts.push(`<p>${paragraph}</p>`);
    parts.push(
      '<h3>Specifications</h3>',
      `<table><tbody>${[
        ['Brand', input.brand],
        ['Material', input.material],
        ['Colour', input.colour],
        ['Country of origin', 'India'],
        ['Net quantity', '1 N'],
      ]
        .map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`)
        .join('')}</tbody></table>`,
    );
  }
  parts.push('<h3>Care</h3>', `<p>${careLines.slice(0, random.int(2, careLines.length)).join(' ')}</p>`);
  if (input.unsafe) parts.push(random.pick(unsafeSnippets), random.pick(unsafeSnippets));
  return parts.join('\n');
}
