/** Lower case, words joined by '-': 'Navy Blue' → 'navy-blue'. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The colour of the product's list a photo shows, read from its file name ('kurta-navy-blue-1f3a93-1.jpg' →
 * 'Navy Blue'); the longest name wins, so 'navy-blue' is Navy Blue rather than Blue. Null when it names none.
 */
export function imageColour(file: string, colours: readonly string[]): string | null {
  const name = `-${slug(file.slice(file.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/i, ''))}-`;
  let found: string | null = null;
  for (const colour of colours) {
    const key = slug(colour);
    if (key && name.includes(`-${key}-`) && (!found || key.length > slug(found).length)) found = colour;
  }
  return found;
}

/**
 * The photos to show for a colour: those named for it and those named for no colour of the list. A colour with
 * no photo of its own shows the product's own colour's; a product without a colour list shows every photo.
 */
export function imagesForColour(images: readonly string[], colours: readonly string[] | null, colour: string, ownColour = colour): string[] {
  if (!colours || colours.length === 0) return [...images];
  const tagged = images.map((file) => ({ file, colour: imageColour(file, colours) }));
  const showing = (wanted: string) => tagged.filter((image) => image.colour === null || image.colour === wanted).map((image) => image.file);
  const own = (wanted: string) => tagged.some((image) => image.colour === wanted);
  if (own(colour)) return showing(colour);
  if (own(ownColour)) return showing(ownColour);
  const untagged = showing('');
  return untagged.length > 0 ? untagged : [...images];
}
