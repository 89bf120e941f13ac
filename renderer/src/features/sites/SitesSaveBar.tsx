import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** How many sites are changed and not saved, Save, and Cancel with a second step before anything is lost. */
export function SitesSaveBar(props: {
  readonly changes: number;
  readonly saving: boolean;
  readonly confirming: boolean;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  readonly onDiscard: () => void;
  readonly onKeep: () => void;
}) {
  const { t } = useLingui();
  const { changes } = props;
  if (changes === 0 && !props.saving)
    return (
      <Text size="sm" c="dimmed" data-testid="sites-saved-state">
        {t`No unsaved changes`}
      </Text>
    );
  if (props.confirming) return <ConfirmCancel {...props} />;
  return (
    <Group gap={6} wrap="nowrap" className="sites-savebar" data-testid="sites-savebar">
      <Badge size="lg" radius="sm" tt="none" className="sites-unsaved">
        {t`${plural(changes, {
          one: '# site changed, not saved',
          other: '# sites changed, not saved',
        })}`}
      </Badge>
      <Button size="xs" variant="default" onClick={props.onCancel} disabled={props.saving}>
        {t`Cancel`}
      </Button>
      <Button size="xs" onClick={props.onSave} loading={props.saving} data-testid="sites-save">
        {t`Save ${plural(changes, { one: '# site', other: '# sites' })}`}
      </Button>
    </Group>
  );
}

/** The second step of Cancel: nothing is lost by one stray click. */
function ConfirmCancel(props: {
  readonly changes: number;
  readonly onDiscard: () => void;
  readonly onKeep: () => void;
}) {
  const { t } = useLingui();
  const { changes } = props;
  const keep = useRef<HTMLButtonElement>(null);
  // The Cancel button is gone: the focus goes to the safe choice.
  useEffect(() => keep.current?.focus(), []);
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t`Cancel the changes?`}>
      <Text size="sm">
        {t`Discard ${plural(changes, { one: '# unsaved change', other: '# unsaved changes' })}?`}
      </Text>
      <Button size="xs" color="red" variant="light" onClick={props.onDiscard}>
        {t`Discard changes`}
      </Button>
      <Button size="xs" variant="default" onClick={props.onKeep} ref={keep}>
        {t`Keep editing`}
      </Button>
    </Group>
  );
}
