export function escapeMalformedPercents(url: string): string;
