import { PAGE_FONT_FAMILY } from '../../ui/page-font';

/** One day's cell as painted: where it sits in the strip (px), its share booked and its number. */
export interface PaintedCell {
  readonly x: number;
  readonly width: number;
  /** Null: closed, hatched. */
  readonly share: number | null;
  /** The number written in it; empty when there is no room or nothing booked. */
  readonly text: string;
}

/** The colours of the cells in one colour scheme, read from the theme's CSS variables. */
export interface CellPalette {
  readonly empty: readonly [number, number, number];
  readonly full: readonly [number, number, number];
  readonly border: string;
  readonly text: string;
  readonly hatch: readonly [string, string];
}

/** The cells' number size, as the stylesheet had it when each cell wrote its own. */
const FONT = `10px ${PAGE_FONT_FAMILY}`;
/** The hatching of a closed day: 4 px stripes every 8 px, at 135°, as the stylesheet drew it. */
const HATCH_PERIOD_PX = 8 * Math.SQRT2;
const HATCH_WIDTH_PX = 4;

const palettes = new Map<string, CellPalette>();

// A canvas context reads any CSS colour back as #rrggbb or rgba(…): the one parser every browser has.
function rgbOf(context: CanvasRenderingContext2D, colour: string): [number, number, number] {
  context.fillStyle = '#000';
  context.fillStyle = colour;
  const read = String(context.fillStyle);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(read);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i] as string, 16)) as [number, number, number];
  const parts = /rgba?\(([^)]+)\)/.exec(read)?.[1]?.split(',') ?? [];
  return [0, 1, 2].map((i) => Number(parts[i] ?? 0)) as [number, number, number];
}

/**
 * The palette of a colour scheme, read once from the page's theme variables: a strip painted on
 * every scroll step must not ask for the page's computed style each time.
 */
export function cellPalette(
  scheme: 'light' | 'dark',
  context: CanvasRenderingContext2D,
): CellPalette {
  const saved = palettes.get(scheme);
  if (saved) return saved;
  // The theme's variables are the root's (Mantine sets them on :root for the scheme shown).
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(`--mantine-color-${name}`).trim();
  const dark = scheme === 'dark';
  const palette: CellPalette = {
    empty: rgbOf(context, read('body')),
    full: rgbOf(context, read(dark ? 'blue-8' : 'blue-5')),
    border: read('default-border'),
    text: read(dark ? 'white' : 'black'),
    hatch: dark ? [read('dark-5'), read('dark-7')] : [read('gray-2'), read('gray-0')],
  };
  palettes.set(scheme, palette);
  return palette;
}

/** The share's colour: the empty and full colours mixed in sRGB, as CSS color-mix does. */
function mixed(palette: CellPalette, share: number): string {
  const s = Math.min(1, Math.max(0, share));
  const [r, g, b] = palette.full.map((full, i) =>
    Math.round((palette.empty[i] as number) * (1 - s) + full * s),
  ) as [number, number, number];
  return `rgb(${r},${g},${b})`;
}

function hatch(
  context: CanvasRenderingContext2D,
  palette: CellPalette,
  x: number,
  width: number,
  height: number,
): void {
  context.save();
  context.beginPath();
  context.rect(x, 0, width, height);
  context.clip();
  context.fillStyle = palette.hatch[1];
  context.fillRect(x, 0, width, height);
  context.strokeStyle = palette.hatch[0];
  context.lineWidth = HATCH_WIDTH_PX;
  context.beginPath();
  // Stripes rising to the right, placed from the strip's start so neighbouring cells line up.
  const first = Math.floor((x - height) / HATCH_PERIOD_PX) * HATCH_PERIOD_PX;
  for (let at = first; at < x + width; at += HATCH_PERIOD_PX) {
    context.moveTo(at, height);
    context.lineTo(at + height, 0);
  }
  context.stroke();
  context.restore();
}

/**
 * Paints a bay's cells into its strip's canvas: one bitmap per row, so a scroll step composites a
 * picture instead of painting a month of boxes, borders and numbers (bench/README.md).
 */
export function paintCells(
  canvas: HTMLCanvasElement,
  cells: readonly PaintedCell[],
  size: { readonly width: number; readonly height: number; readonly scale: number },
  palette: (context: CanvasRenderingContext2D) => CellPalette,
): void {
  const { width, height, scale } = size;
  const pixelWidth = Math.max(1, Math.round(width * scale));
  const pixelHeight = Math.max(1, Math.round(height * scale));
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  const context = canvas.getContext('2d');
  if (!context) return;
  const colours = palette(context);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, width, height);
  context.font = FONT;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = 1;
  for (const cell of cells) {
    if (cell.share === null) hatch(context, colours, cell.x, cell.width, height);
    else {
      context.fillStyle = mixed(colours, cell.share);
      context.fillRect(cell.x, 0, cell.width, height);
    }
    context.strokeStyle = colours.border;
    context.strokeRect(cell.x + 0.5, 0.5, cell.width - 1, height - 1);
    if (cell.text) {
      context.fillStyle = colours.text;
      context.fillText(cell.text, cell.x + cell.width / 2, height / 2);
    }
  }
}

/** The one canvas every strip is painted in, then read back as a picture. */
let easel: HTMLCanvasElement | null = null;
/** Each row's last picture, by what it shows: a row scrolled back into view is not painted again. */
const pictures = new WeakMap<
  object,
  { readonly key: string; readonly url: string; readonly image: HTMLImageElement }
>();

/**
 * A strip's cells as a picture (a data URL) to show as its background: an image is painted as one
 * piece, where a canvas in the page is a layer the compositor takes up again on every frame.
 * Null where the browser cannot paint (no 2D context).
 */
export function stripPicture(
  row: object,
  cells: readonly PaintedCell[],
  width: number,
  height: number,
  scheme: 'light' | 'dark',
): string | null {
  if (cells.length === 0 || width <= 0) return null;
  const scale = window.devicePixelRatio || 1;
  let key = `${scheme} ${scale} ${width} ${height}`;
  for (const c of cells) key += ` ${c.x},${c.width},${c.share},${c.text}`;
  const saved = pictures.get(row);
  if (saved?.key === key) return saved.url;
  easel ??= document.createElement('canvas');
  const canvas = easel;
  paintCells(canvas, cells, { width, height, scale }, (context) => cellPalette(scheme, context));
  if (!canvas.getContext('2d')) return null;
  const url = canvas.toDataURL('image/png');
  // Decoded now, while the picture waits off screen: a row scrolled into view then shows a picture
  // already decoded, instead of decoding it within that frame. Kept, so the decoded image is too.
  const image = new Image();
  image.src = url;
  void image.decode().catch(() => undefined);
  pictures.set(row, { key, url, image });
  return url;
}
