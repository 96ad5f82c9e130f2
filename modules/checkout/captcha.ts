/** A COD confirmation code the platform issued (New_Captcha): shown to the shopper, sent back with the order. */
export interface IssuedCaptcha {
  id: string;
  code: string;
}

/** The browser's own check before the order goes out (instant feedback); the platform checks again. */
export function captchaMatches(typed: string, code: string): boolean {
  return code !== '' && typed.trim() === code;
}
