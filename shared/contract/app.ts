/**
 * The contract's app methods: what is running, saving the window as a PDF, and the interface's
 * language for the shell's own words.
 */
import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../interface-language';

/** Paper for a view saved as PDF (always landscape). */
export const pdfPageSizeSchema = z.enum(['A4', 'Letter']);

/** The arguments of the app methods. */
export const appArgSchemas = {
  getAppInfo: z.object({}),
  savePdf: z.object({
    fileName: z.string().trim().min(1).max(200),
    pageSize: pdfPageSizeSchema,
  }),
  setInterfaceLanguage: z.object({ language: z.enum(INTERFACE_LANGUAGES) }),
} as const;

/** The shell the backend serves: the desktop app, the browser shell or the command line. */
export type ShellName = 'electron' | 'web' | 'cli';

/** About the running app. */
export interface AppInfo {
  readonly version: string;
  readonly shell: ShellName;
  readonly platform: string;
  /** The OS's regional format then preferred languages, best first (BCP 47); empty where the page's own are better. */
  readonly locales: readonly string[];
}

/** What the app methods resolve to. */
export interface AppResults {
  getAppInfo: AppInfo;
  /** Where the PDF was saved; null when the user dismissed the save dialog. */
  savePdf: { readonly path: string } | null;
  /**
   * The page's language, told to the shell: the desktop app's menu and dialogs switch to it; the
   * browser shell and the command line accept it and do nothing (the browser has its own menus).
   */
  setInterfaceLanguage: null;
}
