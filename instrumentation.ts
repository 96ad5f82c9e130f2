/** Opens the embedded platform (migrations, first-start seed) before the first request, not during it. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.PLATFORM_API_URL) return;
  const { embeddedPlatform } = await import('./lib/platform/embedded-platform');
  await embeddedPlatform();
}
