// Types for build/after-pack.mjs (a plain ES module, loaded by electron-builder without a compile step).
import type { FuseV1Config } from '@electron/fuses';

/** The fuse settings shipped in every build. */
export declare const FUSES: Readonly<FuseV1Config>;

/** The subset of electron-builder's AfterPackContext the hook reads. */
export interface AfterPackContextLike {
  readonly appOutDir: string;
  readonly electronPlatformName: string;
  readonly arch: number;
  readonly packager: {
    readonly appInfo: { readonly productFilename: string };
    readonly executableName?: string;
  };
}

/** Path of the Electron executable electron-builder produced in `appOutDir`. */
export declare function electronBinaryPath(context: AfterPackContextLike): string;

/** electron-builder's afterPack hook: flips the fuses in the packaged binary. */
export declare function afterPack(context: AfterPackContextLike): Promise<void>;
