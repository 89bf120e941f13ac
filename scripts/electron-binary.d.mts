// Types for scripts/electron-binary.mjs (plain JavaScript, shared with npm start).

/** The installed Electron executable, or null when its download is missing. */
export declare function electronBinary(): string | null;

/** Why the real-window specs cannot run here, in one line. */
export declare const NO_ELECTRON_REASON: string;
