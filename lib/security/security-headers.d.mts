export declare function storefrontPolicy(nonce?: string): string;
export declare function consolePolicy(nonce?: string): string;
export declare const API_POLICY: string;
export declare const PERMISSIONS_POLICY: string;
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function reachedOverHttps(publicUrlScheme: string | undefined, forwardedProto: string | string[] | undefined): boolean;
export declare function addStrictTransportSecurity(
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
  publicUrlScheme?: string,
): void;
