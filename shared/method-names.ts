/**
 * Every contract method, in a fixed order. Kept free of zod so the sandboxed preload can bundle it;
 * contract.ts checks at compile time that this list and its schemas name the same methods.
 */
export const METHOD_NAMES = [
  'getAppInfo',
  'listAccounts',
  'testConnection',
  'addAccount',
  'renameAccount',
  'removeAccount',
  'testAccount',
  'listLocations',
  'listBays',
  'listBookings',
  'getSettings',
  'updateSettings',
  'listSites',
  'updateSites',
  'suggestSiteZones',
  'closeSite',
  'reopenSite',
  'listHolidayCalendars',
  'getSiteClock',
  'startExport',
  'cancelExport',
  'revealExport',
  'savePdf',
  'setInterfaceLanguage',
  'getInsights',
  'getAllLocations',
  'getPeople',
  'getTrends',
] as const;
