import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import type { ScheduleSummary } from '#shared/contract';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorMessage } from '../../ui/status/ErrorMessage';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { lazyNamed } from '../../ui/lazy-named';
import { draftOf, newDraft, type ScheduleDraft } from './schedule-draft';
import { ScheduleTable } from './ScheduleTable';
import { useLanguage } from '../../i18n/language-context';
import { PSEUDO } from '../../i18n/languages';
import {
  type ScheduleChange,
  useChangeSchedule,
  useMailSettings,
  useSchedules,
} from './use-schedules';

// Chunks of their own, loaded when first opened: the first screen lists none of their modules.
const ScheduleFormModal = lazyNamed(() => import('./ScheduleFormModal'), 'ScheduleFormModal', {
  laterMessages: true,
});
const MailSettingsDialog = lazyNamed(() => import('./MailSettingsDialog'), 'MailSettingsDialog', {
  laterMessages: true,
});

/**
 * The Schedules page: every saved report sent by e-mail on a rhythm, with its next run and last
 * delivery, and the actions on each; a new schedule; the mail relay's settings.
 */
export function SchedulesPage(props: { readonly accountId: string }) {
  const { t } = useLingui();
  const { accountId } = props;
  const schedules = useSchedules();
  const mail = useMailSettings();
  const change = useChangeSchedule();
  // A new report is written in the interface's language (the pseudo-language's is English).
  const shown = useLanguage().language;
  const language = shown === PSEUDO ? 'en' : shown;
  const [form, setForm] = useState<{ draft: ScheduleDraft; editing: string | null } | null>(null);
  const [mailOpen, setMailOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const create = () =>
    setForm({
      draft: newDraft({
        account: accountId,
        kind: 'all-locations',
        location: null,
        period: 'last-week',
        compare: null,
        format: 'xlsx',
        language,
      }),
      editing: null,
    });
  const act = (c: ScheduleChange) => {
    setDone(null);
    change.mutate(c, {
      onSuccess: (value) => {
        if (c.kind !== 'run') return;
        const to = (value as { recipients: readonly string[] }).recipients.join(', ');
        const name = c.args.name;
        setDone(t`Sent “${name}” to ${to}.`);
      },
    });
  };
  const mailMissing = mail.isSuccess && mail.data.settings === null;
  const list = schedules.data?.schedules ?? [];
  return (
    <Stack
      gap="md"
      p="xs"
      data-testid="schedules-page"
      style={{ height: '100%', overflow: 'auto' }}
    >
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h4">{t`Scheduled reports`}</Title>
          <Text size="sm" c="dimmed">
            {t`Reports sent by e-mail on a rhythm, while this app is open or by the timer “bookings-viewer schedules install” sets up.`}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setMailOpen(true)}>
            {t`Mail settings`}
          </Button>
          <Button onClick={create}>{t`New schedule`}</Button>
        </Group>
      </Group>
      {mailMissing && (
        <Alert color="yellow" variant="light" data-testid="mail-missing">
          <Stack gap="xs" align="flex-start">
            <Text size="sm" fw={700}>
              {t`Mail is not set up`}
            </Text>
            <Text size="sm">
              {t`No report can be sent until the mail settings are saved: your company’s mail server, and who the reports come from.`}
            </Text>
            <Button size="xs" variant="default" onClick={() => setMailOpen(true)}>
              {t`Set up mail`}
            </Button>
          </Stack>
        </Alert>
      )}
      {done && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={() => setDone(null)}
        >
          {done}
        </Alert>
      )}
      {change.error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t`That did not work`}
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={() => change.reset()}
        >
          <ErrorMessage error={change.error} />
        </Alert>
      )}
      {schedules.isPending ? (
        <LoadingRows label={t`Loading schedules`} />
      ) : schedules.error ? (
        <Alert color="red" variant="light" role="alert" title={t`The schedules could not be read`}>
          <ErrorMessage error={schedules.error} />
        </Alert>
      ) : list.length === 0 ? (
        <Stack align="center" gap="xs">
          <EmptyMessage
            title={t`No scheduled reports yet`}
            hint={t`A schedule e-mails a report on a rhythm: say, the workbook of every location each Monday at 07:00 to the directors. Create one here, or with “Save as scheduled report…” in an export.`}
          />
          <Button onClick={create}>{t`New schedule`}</Button>
        </Stack>
      ) : (
        <ScheduleTable
          schedules={list}
          accountId={accountId}
          busy={change.isPending}
          onChange={act}
          onEdit={(s: ScheduleSummary) => setForm({ draft: draftOf(s), editing: s.name })}
        />
      )}
      <Suspense fallback={null}>
        {form && (
          <ScheduleFormModal
            opened
            onClose={() => setForm(null)}
            initial={form.draft}
            editing={form.editing}
          />
        )}
        {mailOpen && mail.isSuccess && (
          <MailSettingsDialog
            opened
            onClose={() => setMailOpen(false)}
            saved={mail.data.settings}
          />
        )}
      </Suspense>
    </Stack>
  );
}
