export type ImageVariant = '280x280' | '400x300' | '300x300' | '400x400';

/** URL of an image the platform serves, optionally one of the spec's size variants (inserted before the extension). */
export function uploadUrl(file: string, variant?: ImageVariant): string {
  if (!file) return '/static/placeholder.svg';
  if (/^https?:\/\//.test(file) || file.startsWith('/')) return file;
  const name = variant ? file.replace(/(\.[a-z0-9]+)$/i, `-${variant}$1`) : file;
  return `/uploads/${name.split('/').map(encodeURIComponent).join('/')}`;
}
