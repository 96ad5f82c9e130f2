/** The console's session cookie: httpOnly, sent only to /admin, never the shopper's `user_token`. */
export const CONSOLE_COOKIE = 'console_session';
