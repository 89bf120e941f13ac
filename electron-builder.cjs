// electron-builder configuration. electron-builder finds it by this exact name (electron-builder.cjs; it does not look for electron-builder.config.*), so `npm run dist` (electron-vite build && electron-builder) uses it.
// The version comes from package.json. electron-vite bundles the renderer (React, Mantine) into out/, so only
// out/ and the production dependencies (zod, dayjs, undici, date-holidays, nodemailer, optional keytar) are packaged.
/** @type {import('electron-builder').Configuration} */
const config = {
  appId: 'com.bookingsviewer.app',
  productName: 'Bookings Viewer',
  // Also the command line's name: the deb links /usr/bin/bookings-viewer to the app (electron-builder's
  // default after-install), and main runs the command line when its first argument is a command.
  executableName: 'bookings-viewer',
  copyright: 'Copyright © Bookings Viewer team',
  directories: { buildResources: 'build', output: 'dist' },
  files: [
    'out/**',
    '!**/*.map',
    // TypeScript sources, type declarations and docs that some dependencies ship (zod alone: ~4.5 MB).
    '!**/node_modules/**/*.{ts,cts,mts}',
    '!**/node_modules/**/{README,CHANGELOG,HISTORY}{,.md,.markdown,.txt}',
    // date-holidays and its own dependencies are imported as ES modules (src/); their CommonJS
    // builds (lib/), browser bundles, YAML sources, build tools (js-yaml, lodash, prepin), other
    // planets' tables and moment's locales are never loaded: 28 MB of 31. scripts/packaging.test.ts
    // works out every calendar's holidays from the packaged tree, so a file needed is never left out.
    '!**/node_modules/date-holidays/{dist,data,lib,scripts,node_modules}{,/**}',
    '!**/node_modules/{lodash,prepin,js-yaml,argparse}{,/**}',
    '!**/node_modules/{date-holidays-parser,astronomia,date-chinese,caldate,date-easter,date-bengali-revised}/lib{,/**}',
    '!**/node_modules/astronomia/data/!(vsop87Bearth|deltat).js',
    '!**/node_modules/astronomia/data/*.txt',
    '!**/node_modules/moment/{dist,locale,min,src,ts3.1-typings,dojo.profile.js,ender.js}{,/**}',
    '!**/node_modules/moment-timezone/{builds,data/meta,moment-timezone-utils.js,composer.json}{,/**}',
    // keytar ships its C++ sources and build intermediates; only lib/ and the .node binary are needed.
    '!**/node_modules/keytar/{src,binding.gyp,keytar.d.ts,README.md}',
    '!**/node_modules/keytar/build/{Makefile,config.gypi,*.mk,binding.Makefile}',
    '!**/node_modules/keytar/build/Release/{obj.target,.deps,obj}{,/**}',
    // nodemailer ships CommonJS and ESM builds; the app and the command line are ESM and import it.
    '!**/node_modules/nodemailer/dist/cjs{,/**}',
    // zod too (1.3 MB of .cjs): main and the command line are ES modules and import its ESM build.
    '!**/node_modules/zod/**/*.cjs',
  ],
  asar: true,
  // A native module cannot be loaded from inside the asar archive.
  asarUnpack: ['**/*.node'],
  // keytar is N-API, but each target (mac x64/arm64, win, linux) needs its own binary:
  // @electron/rebuild fetches or builds it per arch. The placeholder test passes -c.npmRebuild=false.
  npmRebuild: true,
  buildDependenciesFromSource: false,
  afterPack: './build/after-pack.mjs',
  publish: null,
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'build/icons',
    category: 'Office',
    synopsis: 'Browse and export the bookings of your bays',
    maintainer: 'Bookings Viewer team <support@bookingsviewer.invalid>',
    vendor: 'Bookings Viewer team',
    artifactName: '${productName}-${version}-${arch}.${ext}',
  },
  deb: {
    // keytar talks to the Secret Service through libsecret.
    depends: [
      'libgtk-3-0',
      'libnotify4',
      'libnss3',
      'libxss1',
      'libxtst6',
      'xdg-utils',
      'libatspi2.0-0',
      'libuuid1',
      'libsecret-1-0',
    ],
  },
  mac: {
    target: [{ target: 'dmg', arch: ['x64', 'arm64'] }],
    category: 'public.app-category.business',
    icon: 'build/icon.png',
    hardenedRuntime: true,
  },
  dmg: { artifactName: '${productName}-${version}-${arch}.${ext}' },
  win: {
    target: [{ target: 'nsis', arch: ['x64'] }],
    icon: 'build/icon.png',
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    artifactName: '${productName}-Setup-${version}.${ext}',
  },
};

module.exports = config;
