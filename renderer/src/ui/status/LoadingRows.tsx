import { Skeleton, Stack } from '@mantine/core';

/** Skeleton lines while something loads. */
export function LoadingRows(props: { readonly rows?: number; readonly label: string }) {
  const n = props.rows ?? 8;
  return (
    <Stack gap={8} aria-busy="true" aria-label={props.label} data-testid="loading">
      {Array.from({ length: n }, (_, i) => (
        <Skeleton key={i} height={22} width={`${60 + ((i * 37) % 40)}%`} radius="sm" />
      ))}
    </Stack>
  );
}
