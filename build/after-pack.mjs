// electron-builder afterPack hook: flips Electron's fuses in the packaged binary, before signing
// (electron-builder signs after this hook, so the OS signature then protects the flipped bits).
import { join } from 'node:path';
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses';

/**
 * The fuse settings shipped in every build: the app is only ever the code in its own app.asar. Every
 * fuse is set on purpose: strictlyRequireAllFuses makes flipFuses throw when an Electron upgrade adds
 * one that is not named here.
 */
export const FUSES = Object.freeze({
  version: FuseVersion.V1,
  strictlyRequireAllFuses: true,
  // ELECTRON_RUN_AS_NODE would turn the signed binary into a general Node; the `--cli` mode is our own code.
  [FuseV1Options.RunAsNode]: false,
  // Cookies on disk encrypted with the OS keychain's key (we keep none, but a future login would).
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS (--require, --import) would let anyone who sets the environment run code in main.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // --inspect and SIGUSR1 would open a debugger into main, where the API keys pass.
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // Checked by Electron on macOS and Windows (electron-builder embeds the asar header hash); no-op on Linux.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // No app/ folder or loose files beside app.asar can stand in for the signed code.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // Electron's default: we ship no custom V8 snapshot for the main process.
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // The page comes from app://bookings-viewer/, so file:// needs none of its extra powers.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  // Electron's default: V8 traps out-of-bounds WebAssembly memory access with signal handlers; off
  // would only make it fall back to slower explicit bounds checks.
  [FuseV1Options.WasmTrapHandlers]: true,
});

/** Path of the Electron executable electron-builder produced in `appOutDir`. */
export function electronBinaryPath(context) {
  const { appOutDir, electronPlatformName, packager } = context;
  switch (electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(appOutDir, `${packager.appInfo.productFilename}.app`);
    case 'win32':
      return join(appOutDir, `${packager.appInfo.productFilename}.exe`);
    case 'linux':
      return join(appOutDir, packager.executableName);
    default:
      throw new Error(`afterPack: unknown platform ${electronPlatformName}`);
  }
}

/** electron-builder's afterPack hook (resolved by name from electron-builder.config.cjs). */
export async function afterPack(context) {
  const binary = electronBinaryPath(context);
  if (process.env.BV_SKIP_FUSES === '1') {
    // Escape hatch for a placeholder Electron without a fuse wire; never set it for a real build.
    console.warn(`afterPack: BV_SKIP_FUSES=1, fuses NOT flipped in ${binary}`);
    return;
  }
  // arm64 macOS binaries must stay validly (ad-hoc) signed after their bytes change.
  const resetAdHocDarwinSignature =
    context.electronPlatformName === 'darwin' && (context.arch === 3 || context.arch === 4); // Arch.arm64, Arch.universal
  await flipFuses(binary, { ...FUSES, resetAdHocDarwinSignature });
  console.log(`afterPack: fuses flipped in ${binary}`);
}
