import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ScheduleSummary } from '#shared/contract';
import { ErrorMessage } from '../../ui/status/ErrorMessage';
import { ReportFields } from './ReportFields';
import { ReportSummary } from './ReportSummary';
import { scheduleInput, type ScheduleDraft } from './schedule-draft';
import { TimingFields } from './TimingFields';
import { useChangeSchedule } from './use-schedules';

/**
 * The form that creates or edits a schedule: its name, the report (or, from the export dialog, the
 * export's report said in words), when it is sent and to whom. The backend checks it all and says
 * what is wrong (a name in use, an address that is not one).
 */
export function ScheduleFormModal(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly initial: ScheduleDraft;
  /** The schedule's name when it is edited; null for a new one. */
  readonly editing: string | null;
  /** From the export dialog: the report is the export's, shown, not chosen again. */
  readonly reportFixed?: boolean;
  readonly onSaved?: (saved: ScheduleSummary) => void;
}) {
  const { t } = useLingui();
  const { opened, onClose, initial, editing } = props;
  const [draft, setDraft] = useState(initial);
  const change = useChangeSchedule();
  const save = () => {
    const input = scheduleInput(draft);
    change.mutate(
      editing === null
        ? { kind: 'add', args: input }
        : { kind: 'update', args: { name: editing, schedule: input } },
      {
        onSuccess: (saved) => {
          props.onSaved?.(saved as ScheduleSummary);
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        editing !== null
          ? t`Edit the schedule`
          : props.reportFixed
            ? t`Save as scheduled report`
            : t`New schedule`
      }
      size="lg"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="md" data-testid="schedule-form">
          <TextInput
            label={t`Name`}
            description={t`The subject of each message`}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            required
            data-autofocus
          />
          {props.reportFixed ? (
            <Stack gap={2}>
              <Text size="sm" fw={500}>{t`Report`}</Text>
              <ReportSummary report={draft.report} />
            </Stack>
          ) : (
            <ReportFields
              value={draft.report}
              onChange={(report) => setDraft({ ...draft, report })}
            />
          )}
          <TimingFields value={draft} onChange={setDraft} />
          <TextInput
            label={t`Send to`}
            description={t`E-mail addresses, separated by commas`}
            value={draft.recipients}
            onChange={(e) => setDraft({ ...draft, recipients: e.currentTarget.value })}
            required
          />
          {change.error && (
            <Alert color="red" variant="light" role="alert" title={t`Not saved`}>
              <ErrorMessage error={change.error} />
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" color="gray" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t`Save schedule`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
