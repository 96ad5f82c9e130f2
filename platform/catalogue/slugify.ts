/** A URL slug from a name: lower-case letters and digits joined by single hyphens ("Men's Kurta & Pyjama" → "mens-kurta-and-pyjama"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
