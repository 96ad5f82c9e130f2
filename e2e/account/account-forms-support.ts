import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

export const nav = { timeout: 30_000 };
const SHOTS = '/tmp/shots-forms';

/** A screenshot of what the shopper sees, kept as an artefact and in /tmp/shots-forms/ for review. */
export async function formShot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${name}-${testInfo.project.name}.png`;
  await page.waitForTimeout(400); // a smooth scroll to the first problem settles
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
