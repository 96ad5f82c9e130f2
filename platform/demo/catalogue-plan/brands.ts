/** Brand names per kind of goods, shared by the groups that sell them. */
export const apparelBrands = [
  'Rangrez',
  'Desi Threads',
  'Bombay Cotton Co.',
  'Jaipur Prints',
  'Khadi Roots',
  'Kanchi Looms',
  'Urban Tula',
  'Swadesh',
];
export const beautyBrands = ['Himalayan Herbs', 'Kerala Naturals', 'Kesar Veda', 'Mysore Sandal Co.', 'Neel Kamal', 'Gulab Jal Co.'];
export const footwearBrands = ['Kolhapur Craft', 'Mochi House', 'Paduka', 'Agra Leatherworks', 'Stride India'];
export const homeBrands = ['Ghar Sansar', 'Moradabad Metals', 'Khurja Pottery', 'Sanganer Home', 'Rasoi Pro', 'Jaipur Blue'];
export const gadgetBrands = ['Tarang', 'VoltX India', 'Boltt', 'Chakra Tech', 'Dhun Audio'];
export const kidsBrands = ['Chhota Bazaar', 'Nanhe Kadam', 'Khel Khilona', 'Little Lotus'];
export const accessoryBrands = ['Chandni Chowk Co.', 'Kutch Craft', 'Hathkala', 'Sitara', 'Banjara Trails'];

/** Cotton in the words product names use. */
export const cottons = ['Cotton', 'Pure Cotton', 'Cotton Blend', 'Organic Cotton'];
