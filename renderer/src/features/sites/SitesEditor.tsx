import { Button, Group, Stack, Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { SiteRow } from '#shared/contract';
import { plural, siteName } from './site-text';
import { shownSettings, type SitesDraft } from './sites-draft';
import type { SitesEditorState } from './use-sites-editor';
import { TargetEditor } from './TargetEditor';
import { WeekEditor } from './WeekEditor';
import { ZoneSelect } from './ZoneSelect';

/**
 * The zone, working week and target to set for the selected sites, each applied to the draft by a
 * button.
 */
export function SitesEditor(props: {
  readonly editor: SitesEditorState;
  readonly draft: SitesDraft;
  readonly fallbackZone: string;
  /** Where Edit on a row takes the keyboard. */
  readonly titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { editor, draft, fallbackZone, titleRef } = props;
  const { chosen, zone } = editor;
  const n = editor.selected.size;
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
        {n === 0
          ? 'Change several sites at once'
          : n === 1
            ? `Change ${siteName(chosen[0] as SiteRow)}`
            : `Change ${plural(n, 'selected site')}`}
      </Text>
      {n === 0 && (
        <Text size="xs" c="dimmed">
          Tick the sites to change in the table (or Edit on one row), then set a zone, a working
          week, a target or all three.
        </Text>
      )}
      <Group gap="lg" align="flex-start" wrap="wrap" mt={4}>
        <Stack gap={6}>
          <ZoneSelect
            label="Zone"
            value={zone}
            onChange={editor.setZone}
            accountZone={fallbackZone}
            placeholder={
              n > 1 && zone === undefined && chosen.some((s) => shownSettings(draft, s))
                ? 'Several zones: choose one'
                : undefined
            }
            disabled={n === 0}
            testId="sites-zone"
          />
          <Button
            size="xs"
            variant="default"
            disabled={n === 0 || zone === undefined}
            onClick={editor.applyZoneToChosen}
            data-testid="apply-zone"
          >
            {n > 1 ? `Apply zone to ${plural(n, 'site')}` : 'Apply zone'}
          </Button>
        </Stack>
        <Stack gap={6}>
          <WeekEditor
            value={editor.week}
            onChange={editor.changeWeek}
            errors={editor.weekErrors}
            disabled={n === 0}
            suggestion={
              editor.suggested
                ? n === 1
                  ? 'an office’s week; this site has none set yet.'
                  : 'an office’s week; these sites have none in common yet.'
                : null
            }
          />
          <Button
            size="xs"
            variant="default"
            disabled={n === 0}
            onClick={editor.applyWeekToChosen}
            data-testid="apply-week"
            style={{ alignSelf: 'flex-start' }}
          >
            {n > 1 ? `Apply working week to ${plural(n, 'site')}` : 'Apply working week'}
          </Button>
        </Stack>
        <TargetEditor field={editor.target} count={n} onApply={editor.applyTargetToChosen} />
      </Group>
    </section>
  );
}
