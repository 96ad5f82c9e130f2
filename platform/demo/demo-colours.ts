/** The colours demo products come in, with the swatch drawn on their images. */
export interface NamedColour {
  name: string;
  hex: string;
}

export const COLOURS: NamedColour[] = [
  { name: 'Navy Blue', hex: '1f3a93' },
  { name: 'Maroon', hex: '800020' },
  { name: 'Mustard', hex: 'd4a017' },
  { name: 'Bottle Green', hex: '006a4e' },
  { name: 'Black', hex: '2b2b2b' },
  { name: 'Off White', hex: 'efe9dc' },
  { name: 'Rani Pink', hex: 'd6336c' },
  { name: 'Saffron', hex: 'f28c28' },
  { name: 'Sky Blue', hex: '5fa8d3' },
  { name: 'Charcoal Grey', hex: '4a4e57' },
  { name: 'Peach', hex: 'f4a988' },
  { name: 'Indigo', hex: '3f3d99' },
  { name: 'Olive', hex: '6b7a2f' },
  { name: 'Beige', hex: 'cdb891' },
  { name: 'Red', hex: 'c0392b' },
  { name: 'Teal', hex: '0f7c80' },
];
