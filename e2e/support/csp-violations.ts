import type { Page } from '@playwright/test';

/**
 * Every Content-Security-Policy violation in the page, as the browser reports it: the `securitypolicyviolation` event
 * (the directive and what it blocked) and the console's 'Refused to …' line. Call before the first navigation.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}
