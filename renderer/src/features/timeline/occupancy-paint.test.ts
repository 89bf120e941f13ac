import { describe, expect, it } from 'vitest';
import { type CellPalette, paintCells } from './occupancy-paint';

/** A 2D context that records what is drawn, with the fill style current at each fill. */
function recordingCanvas() {
  const drawn: { op: string; args: unknown[]; fill: string; stroke: string }[] = [];
  const context: Record<string, unknown> = { fillStyle: '', strokeStyle: '' };
  for (const op of [
    'setTransform',
    'clearRect',
    'fillRect',
    'strokeRect',
    'fillText',
    'save',
    'restore',
    'beginPath',
    'rect',
    'clip',
    'moveTo',
    'lineTo',
    'stroke',
  ])
    context[op] = (...args: unknown[]) =>
      drawn.push({
        op,
        args,
        fill: String(context.fillStyle),
        stroke: String(context.strokeStyle),
      });
  const canvas = { width: 0, height: 0, getContext: () => context };
  return { canvas: canvas as unknown as HTMLCanvasElement, drawn };
}

const PALETTE: CellPalette = {
  empty: [255, 255, 255],
  full: [0, 0, 255],
  border: 'grey',
  text: 'black',
  hatch: ['silver', 'white'],
};

describe('paintCells', () => {
  it('shades each cell by its share, borders it and writes its number in its middle', () => {
    const { canvas, drawn } = recordingCanvas();
    paintCells(
      canvas,
      [
        { x: 0, width: 30, share: 0.5, text: '50' },
        { x: 32, width: 30, share: 0, text: '' },
      ],
      { width: 62, height: 20, scale: 2 },
      () => PALETTE,
    );
    // Drawn at twice the size for a screen of 2 device pixels to the pixel.
    expect([canvas.width, canvas.height]).toEqual([124, 40]);
    const fills = drawn.filter((d) => d.op === 'fillRect');
    expect(fills.map((d) => [d.args, d.fill])).toEqual([
      [[0, 0, 30, 20], 'rgb(128,128,255)'],
      [[32, 0, 30, 20], 'rgb(255,255,255)'],
    ]);
    expect(drawn.filter((d) => d.op === 'strokeRect').map((d) => d.stroke)).toEqual([
      'grey',
      'grey',
    ]);
    const texts = drawn.filter((d) => d.op === 'fillText');
    expect(texts.map((d) => [d.args, d.fill])).toEqual([[['50', 15, 10], 'black']]);
  });

  it('hatches a closed day inside its own box, and writes nothing in it', () => {
    const { canvas, drawn } = recordingCanvas();
    paintCells(
      canvas,
      [{ x: 10, width: 40, share: null, text: '' }],
      { width: 50, height: 20, scale: 1 },
      () => PALETTE,
    );
    expect(drawn.find((d) => d.op === 'rect')?.args).toEqual([10, 0, 40, 20]);
    expect(drawn.some((d) => d.op === 'clip')).toBe(true);
    expect(drawn.filter((d) => d.op === 'fillRect').map((d) => d.fill)).toEqual(['white']);
    const stripes = drawn.filter((d) => d.op === 'moveTo');
    expect(stripes.length).toBeGreaterThanOrEqual(4);
    expect(drawn.find((d) => d.op === 'stroke')?.stroke).toBe('silver');
    expect(drawn.some((d) => d.op === 'fillText')).toBe(false);
  });
});
