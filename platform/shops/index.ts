/**
 * shops/: hosts, console accounts and their passwords, branding, banners, sections, team, dashboard.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { watchBannerDays } from './banner-days';
export { updateBranding } from './branding';
export { contentHash } from './console-branding';
export { homeSectionPicks } from './console-sections';
export { registerBrandingRoutes } from './routes/branding';
export { registerConsoleAuthRoutes } from './routes/console-auth';
export { registerConsoleBannersRoutes } from './routes/console-banners';
export { bytesOf, registerConsoleBrandingRoutes } from './routes/console-branding';
export { registerConsoleDashboardRoutes } from './routes/console-dashboard';
export { registerConsolePasswordRoutes } from './routes/console-password';
export { registerConsoleSectionsRoutes } from './routes/console-sections';
export { registerConsoleTeamRoutes } from './routes/console-team';
export { registerShopSettingsRoutes } from './routes/shop-settings';
