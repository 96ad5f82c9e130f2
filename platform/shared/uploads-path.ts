/** The public path of a stored file name ('logos/x.png' → '/uploads/logos/x.png'); full URLs and paths pass through. */
export function uploadsPath(file: string): string {
  if (file === '' || /^(https?:)?\/\//i.test(file) || file.startsWith('/')) return file;
  return `/uploads/${file}`;
}
