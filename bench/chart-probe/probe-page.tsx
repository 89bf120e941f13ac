// The page bench/chart-probe/run.ts bundles: one Recharts chart of N points, timed to its first paint.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

declare global {
  interface Window {
    probe: (kind: 'line' | 'bar', n: number) => Promise<number>;
  }
}

window.probe = (kind, n) => {
  const data = Array.from({ length: n }, (_, i) => ({ i, v: Math.abs(Math.sin(i / 24)) }));
  const el = document.createElement('div');
  document.body.replaceChildren(el);
  const root = createRoot(el);
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      kind === 'line' ? (
        <LineChart width={1100} height={260} data={data}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="i" />
          <YAxis />
          <Tooltip />
          <Line dataKey="v" dot={false} isAnimationActive={false} />
        </LineChart>
      ) : (
        <BarChart width={1100} height={260} data={data}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="i" />
          <YAxis />
          <Tooltip />
          <Bar dataKey="v" isAnimationActive={false} />
        </BarChart>
      ),
    ),
  );
  return new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0)),
  );
};
