import type { Page, TestInfo } from '@playwright/test';

/** Keeps a full-page screenshot of the screen as a test artefact (under test-results/ and in the HTML report). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
