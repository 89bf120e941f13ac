import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm empty state that says what is empty and, when useful, what to do. */
export function EmptyMessage(props: { readonly title: string; readonly hint?: ReactNode }) {
  return (
    <Stack align="center" justify="center" gap={4} py="xl" data-testid="empty-state">
      <Text fw={600} size="sm">
        {props.title}
      </Text>
      {props.hint && (
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {props.hint}
        </Text>
      )}
    </Stack>
  );
}
