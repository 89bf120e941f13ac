import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Text } from '@mantine/core';
import type { SiteClosure } from '#shared/contract';
import { PlusIcon } from '../../ui/icons';
import { closureShortWords } from './closure-words';
import { useWording } from './wording';

/**
 * A site's closures in the Sites table: how many, the one under way or next to come as a reminder,
 * and the button that opens them to add or remove one.
 */
export function ClosuresButton(props: {
  readonly closures: readonly SiteClosure[];
  readonly siteName: string;
  /** Today, as YYYY-MM-DD: which closures are still to come. */
  readonly today: string;
  readonly onOpen: () => void;
}) {
  const { t } = useLingui();
  const wording = useWording();
  const { closures, siteName } = props;
  const count = closures.length;
  const next = closures.find((c) => c.to >= props.today);
  const days = next ? closureShortWords(wording, next, props.today) : '';
  const shown =
    count === 0 ? t`Closure` : t`${plural(count, { one: '# closure', other: '# closures' })}`;
  return (
    <Box data-testid="site-closures" mt={4}>
      <Button
        size="compact-xs"
        variant="light"
        onClick={props.onOpen}
        // The visible words first, then whose: a speech user says what they see.
        aria-label={t`${shown} at ${siteName}`}
        aria-haspopup="dialog"
        // Short, as the column is narrow: the plus says "add" (the label says it in words).
        leftSection={count === 0 ? <PlusIcon /> : undefined}
      >
        {shown}
      </Button>
      {next && (
        <Text size="xs" c="dimmed" mt={2}>
          {next.from <= props.today ? t`Closed now: ${days}` : t`Next: ${days}`}
        </Text>
      )}
    </Box>
  );
}
