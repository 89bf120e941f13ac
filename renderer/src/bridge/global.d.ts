import type { PreloadApi } from '#shared/wire/preload-api';

declare global {
  interface Window {
    /** Present only inside the Electron shell, put there by the preload through contextBridge. */
    readonly bookingsViewer?: PreloadApi;
  }
}
