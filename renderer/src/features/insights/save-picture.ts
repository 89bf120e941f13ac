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

/** The narrower printable width of A4 and Letter in landscape (279.4 mm less 10 mm margins), in CSS px. */
export const PAPER_WIDTH_PX = Math.floor(((279.4 - 20) / 25.4) * 96);

const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Runs the printing with the view laid out at the paper's width when the window is wider. The charts
 * (and All locations' columns) measure their box only on screen (a browser lays the page out anew
 * for paper without telling them), so they are redrawn at the width they will have on paper first,
 * then put back.
 */
export async function atPaperWidth<T>(
  print: () => T | Promise<T>,
  rootSelector = '.insights-print-root',
): Promise<T> {
  const root = document.querySelector<HTMLElement>(rootSelector);
  if (!root || root.getBoundingClientRect().width <= PAPER_WIDTH_PX) return print();
  root.style.maxWidth = `${PAPER_WIDTH_PX}px`;
  try {
    // The charts' resize observers run before the next frame; their new drawing is in the one after.
    await nextFrame();
    await nextFrame();
    return await print();
  } finally {
    root.style.maxWidth = '';
  }
}
