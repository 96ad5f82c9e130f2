import { describe, expect, it } from 'vitest';
import { imageColour, imagesForColour } from './colour-images';

const colours = ['Olive', 'Maroon', 'Navy Blue', 'Blue'];
const images = [
  'demo/tshirt-olive-6b7a2f-1.jpg',
  'demo/tshirt-olive-6b7a2f-2.jpg',
  'demo/tshirt-maroon-800020-1.jpg',
  'demo/tshirt-maroon-800020-2.jpg',
  'demo/tshirt-navy-blue-1f3a93-1.jpg',
  'demo/tshirt-blue-2266cc-1.jpg',
];

describe('photos by colour', () => {
  it("reads a photo's colour from its file name, the longest name first", () => {
    expect(imageColour('demo/tshirt-olive-6b7a2f-1.jpg', colours)).toBe('Olive');
    expect(imageColour('demo/tshirt-navy-blue-1f3a93-1.jpg', colours)).toBe('Navy Blue');
    expect(imageColour('demo/tshirt-blue-2266cc-1.jpg', colours)).toBe('Blue');
    expect(imageColour('products/Kurta_Maroon_front.JPG', colours)).toBe('Maroon');
    expect(imageColour('demo/tshirt-6b7a2f-1.jpg', colours)).toBeNull();
    expect(imageColour('demo/bluebell-vase-1.jpg', colours)).toBeNull();
  });

  it("shows the chosen colour's photos, and the shared ones", () => {
    expect(imagesForColour(images, colours, 'Olive')).toEqual(images.slice(0, 2));
    expect(imagesForColour(images, colours, 'Maroon')).toEqual(images.slice(2, 4));
    expect(imagesForColour(images, colours, 'Navy Blue')).toEqual([images[4]]);
    expect(imagesForColour([...images, 'demo/size-chart.jpg'], colours, 'Blue')).toEqual([images[5], 'demo/size-chart.jpg']);
  });

  it("falls back to the product's own colour, then to every photo", () => {
    expect(imagesForColour(images, [...colours, 'Teal'], 'Teal', 'Olive')).toEqual(images.slice(0, 2));
    const untagged = ['a-1.jpg', 'a-2.jpg'];
    expect(imagesForColour(untagged, colours, 'Maroon', 'Olive')).toEqual(untagged);
    expect(imagesForColour(images, null, 'Olive')).toEqual(images);
  });
});
