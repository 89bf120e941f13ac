/**
 * The Insights view's "Save as PNG" in the desktop app. The page hands the picture to a download
 * (a data: URL), and Chromium's download manager would write it with the umask's mode, readable by
 * every account on the computer. So every download is stopped here, and a PNG picture is saved
 * where the person chooses through writeAtomically, private like every other export. Nothing else
 * in the app downloads, so anything else is dropped.
 */
import { dialog, type BrowserWindow, type Session } from 'electron';
import { writeAtomically } from '#backend/reports/atomic-file';
import { chooseSaveTarget } from './save-dialog';
import { shellWords } from './shell-language';

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]*={0,2})$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bytes of a base64 PNG data: URL, or null for anything else. */
export function pngFromDataUrl(url: string): Buffer | null {
  const base64 = PNG_DATA_URL.exec(url)?.[1];
  if (base64 === undefined) return null;
  const bytes = Buffer.from(base64, 'base64');
  return bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE) ? bytes : null;
}

/** Asks where to save the picture and writes it; the path, or null when dismissed or not written (said in a box in the shell's language). */
export async function savePicture(
  win: BrowserWindow | null,
  requestedName: string,
  picture: Buffer,
): Promise<string | null> {
  const target = await chooseSaveTarget(win, {
    kind: 'picture',
    extension: 'png',
    suggestedFileName: requestedName,
  });
  if (target === null) return null;
  try {
    await writeAtomically(target, (file) => file.writeFile(picture));
    return target;
  } catch (error) {
    const words = shellWords().picture;
    const box = {
      type: 'error' as const,
      message: words.notSaved,
      detail: error instanceof Error ? error.message : words.notWritten,
    };
    await (win ? dialog.showMessageBox(win, box) : dialog.showMessageBox(box));
    return null;
  }
}

/** Takes over the session's downloads: PNG pictures are saved by `save`, anything else is dropped. */
export function savePicturesPrivately(
  session: Pick<Session, 'on'>,
  window: () => BrowserWindow | null,
  save: typeof savePicture = savePicture,
): void {
  session.on('will-download', (event, item) => {
    // Read before cancelling: the item is gone once the event returns.
    const picture = pngFromDataUrl(item.getURL());
    const name = item.getFilename();
    event.preventDefault();
    if (picture) void save(window(), name, picture);
  });
}
