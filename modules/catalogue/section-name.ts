/** On phones a home header name longer than 40 characters is cut with an ellipsis (spec section 2, Home). */
const MOBILE_NAME_LIMIT = 40;

export function mobileSectionName(name: string): string {
  return name.length > MOBILE_NAME_LIMIT ? `${name.slice(0, MOBILE_NAME_LIMIT).trimEnd()}…` : name;
}

/** The ribbon alternates by the section's position: TRENDING, FEATURED, TRENDING, … */
export function sectionRibbon(position: number): 'TRENDING' | 'FEATURED' {
  return position % 2 === 0 ? 'TRENDING' : 'FEATURED';
}
