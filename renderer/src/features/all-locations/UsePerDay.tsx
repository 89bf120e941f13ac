/** A small use-per-day chart: one bar per day, its height the day's utilisation. */
export function UsePerDay(props: {
  readonly perDay: readonly (number | null)[];
  readonly label: string;
}) {
  const { perDay } = props;
  const width = 96;
  const height = 20;
  const step = perDay.length > 0 ? width / perDay.length : width;
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={props.label}
      className="use-per-day"
      viewBox={`0 0 ${width} ${height}`}
    >
      <line x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} className="use-per-day-axis" />
      {perDay.map((u, i) => {
        const h = Math.max(u === null ? 0 : u * height, u ? 1 : 0);
        return (
          <rect
            key={i}
            x={i * step + (step > 3 ? 0.5 : 0)}
            y={height - h}
            width={Math.max(step - (step > 3 ? 1 : 0), 0.5)}
            height={h}
            className="use-per-day-bar"
          />
        );
      })}
    </svg>
  );
}
