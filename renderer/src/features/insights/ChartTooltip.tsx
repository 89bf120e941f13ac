import { Paper, Text } from '@mantine/core';

/** A tooltip in the app's colours: a title and lines of text. */
export function ChartTooltip(props: { readonly title: string; readonly lines: readonly string[] }) {
  return (
    <Paper withBorder shadow="sm" p={6} radius="sm" style={{ pointerEvents: 'none' }}>
      <Text size="xs" fw={600}>
        {props.title}
      </Text>
      {props.lines.map((l) => (
        <Text size="xs" key={l}>
          {l}
        </Text>
      ))}
    </Paper>
  );
}
