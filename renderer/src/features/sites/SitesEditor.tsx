import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { SiteRow } from '#shared/contract';
import { HolidayEditor } from './HolidayEditor';
import { siteName } from './site-text';
import { shownSettings, type SitesDraft } from './sites-draft';
import type { SitesEditorState } from './use-sites-editor';
import { TargetEditor } from './TargetEditor';
import { WeekEditor } from './WeekEditor';
import { ZoneSelect } from './ZoneSelect';

/**
 * The zone, public-holiday calendar, working week and target to set for the selected sites, each
 * applied to the draft by a button.
 */
export function SitesEditor(props: {
  readonly editor: SitesEditorState;
  readonly draft: SitesDraft;
  readonly fallbackZone: string;
  /** Where Edit on a row takes the keyboard. */
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { editor, draft, fallbackZone, titleRef } = props;
  const { t, i18n } = useLingui();
  const { chosen, zone } = editor;
  const count = editor.selected.size;
  const site = count === 1 ? siteName(i18n, chosen[0] as SiteRow) : '';
  const title =
    count === 0
      ? t`Change several sites at once`
      : count === 1
        ? t`Change ${site}`
        : t`Change ${plural(count, { one: '# selected site', other: '# selected sites' })}`;
  return (
    <section className="sites-editor" aria-labelledby="sites-editor-title">
      <Text
        component="h3"
        size="sm"
        fw={600}
        id="sites-editor-title"
        ref={titleRef}
        tabIndex={-1}
        m={0}
      >
        {title}
      </Text>
      {count === 0 && (
        <Text size="xs" c="dimmed">
          {t`Tick the sites to change in the table (or Edit on one row), then set a zone, a holiday calendar, a working week or a target.`}
        </Text>
      )}
      <Group gap="lg" align="flex-start" wrap="wrap" mt={4}>
        {/* The site's place: its clock, and the public holidays that go with it. */}
        <Stack gap="md">
          <Stack gap={6}>
            <ZoneSelect
              label={t`Zone`}
              value={zone}
              onChange={editor.setZone}
              accountZone={fallbackZone}
              placeholder={
                count > 1 && zone === undefined && chosen.some((s) => shownSettings(draft, s))
                  ? t`Several zones: choose one`
                  : undefined
              }
              disabled={count === 0}
              testId="sites-zone"
            />
            <Button
              size="xs"
              variant="default"
              disabled={count === 0 || zone === undefined}
              onClick={editor.applyZoneToChosen}
              data-testid="apply-zone"
            >
              {count > 1
                ? t`Apply zone to ${plural(count, { one: '# site', other: '# sites' })}`
                : t`Apply zone`}
            </Button>
          </Stack>
          <HolidayEditor
            field={editor.holidays}
            count={count}
            differ={count > 1 && editor.holidays.value === undefined}
            onApply={editor.applyHolidaysToChosen}
          />
        </Stack>
        <Stack gap={6}>
          <WeekEditor
            value={editor.week}
            onChange={editor.changeWeek}
            errors={editor.weekErrors}
            disabled={count === 0}
            suggestion={
              editor.suggested
                ? count === 1
                  ? t`an office’s week; this site has none set yet.`
                  : t`an office’s week; these sites have none in common yet.`
                : null
            }
          />
          <Button
            size="xs"
            variant="default"
            disabled={count === 0}
            onClick={editor.applyWeekToChosen}
            data-testid="apply-week"
            style={{ alignSelf: 'flex-start' }}
          >
            {count > 1
              ? t`Apply working week to ${plural(count, { one: '# site', other: '# sites' })}`
              : t`Apply working week`}
          </Button>
        </Stack>
        <TargetEditor field={editor.target} count={count} onApply={editor.applyTargetToChosen} />
      </Group>
    </section>
  );
}
