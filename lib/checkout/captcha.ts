/** The COD confirmation code: four random digits, 1000 to 9999, so it always shows four. */
export function newCaptcha(random: () => number = Math.random): string {
  return String(1000 + Math.floor(random() * 9000));
}

export const CAPTCHA_MESSAGE = 'Invalid Captcha. Please try again.';

export function captchaMatches(typed: string, code: string): boolean {
  return typed.trim() === code;
}
