import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { SiteRow } from '#shared/contract';
import { localDateOf } from '#shared/time/zone';
import { ClosureForm } from './ClosureForm';
import { ClosureList } from './ClosureList';
import { siteName } from './site-text';
import { useClosures } from './use-closures';
import { useWording } from './wording';

/**
 * A site's closures: the list, each removable, and a form to add one. Each change is saved at once
 * (closeSite, reopenSite), apart from the table's draft: a closure is a fact about some days, not a
 * setting to review with the others.
 */
export function ClosuresModal(props: {
  readonly accountId: string;
  readonly site: SiteRow;
  /** The zone the site's days are on: its own, else the account's. */
  readonly zone: string;
  readonly nowMs: number;
  readonly onClose: () => void;
}) {
  const { t } = useLingui();
  const wording = useWording();
  const { site } = props;
  const name = siteName(wording.i18n, site);
  const closures = site.closures ?? [];
  const state = useClosures(props.accountId, site);
  const { zone } = props;
  const { removeError } = state;
  return (
    <Modal opened onClose={props.onClose} title={t`Closures of ${name}`} size="lg">
      <Stack gap="sm" data-testid="closures-dialog">
        <Text size="xs" c="dimmed">
          {t`Whole days on the site’s own clock (${zone}) when it is closed: they have no open time, and bookings on them count as outside opening hours. Each change is saved at once.`}
        </Text>
        {removeError && (
          <Text size="sm" c="red" role="alert">
            {t`The closure was not removed: ${removeError}`}
          </Text>
        )}
        <ClosureList
          closures={closures}
          siteName={name}
          today={localDateOf(props.zone, props.nowMs)}
          removing={state.removing}
          onRemove={state.remove}
        />
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" role="status" aria-live="polite" data-testid="closures-status">
            {state.status}
          </Text>
          {state.undoable.length > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={state.undo}>
              {t`Undo`}
            </Button>
          )}
        </Group>
        <Divider />
        <ClosureForm
          closures={closures}
          saving={state.adding}
          error={state.addError}
          onAdd={state.add}
        />
      </Stack>
    </Modal>
  );
}
