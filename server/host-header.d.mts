export function isValidHostHeader(host: string | undefined): boolean;
export const INVALID_HOST_MESSAGE: string;
