/** Saving the Insights view as a picture, and printing it. */
import { toPng } from 'html-to-image';

/** A file name without characters file systems refuse. */
export function safeFileName(stem: string, extension: string): string {
  const printable = [...stem].filter((c) => c.charCodeAt(0) >= 32).join('');
  const clean = printable
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return `${clean.slice(0, 120) || 'insights'}.${extension}`;
}

/**
 * Draws the element (without its controls, marked .no-print) into a PNG at twice the screen's
 * resolution, on the theme's background, and hands it to the browser's download (the desktop app
 * asks where to save it).
 */
export async function savePng(element: HTMLElement, fileName: string): Promise<void> {
  const background = getComputedStyle(document.body).backgroundColor;
  const url = await toPng(element, {
    backgroundColor: background,
    pixelRatio: 2,
    cacheBust: false,
    filter: (node) => !(node instanceof HTMLElement && node.classList.contains('no-print')),
  });
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
