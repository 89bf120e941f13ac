import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SegmentedChoice } from '../../ui/SegmentedChoice';

const CHOICES = [
  { value: 'table', label: msg`Table` },
  { value: 'trends', label: msg`Trends` },
  { value: 'people', label: msg`People` },
  { value: 'ahead', label: msg`Ahead` },
] as const;

/**
 * All locations as one table over a period, as each site's trend, as the people of every site, or
 * as the weeks ahead. Leaving Trends shows the table
 * through Insights' display: a row opens a location's Insights, and the period is kept.
 */
export function AllLocationsShowAs(props: {
  readonly shown: 'table' | 'trends' | 'people' | 'ahead';
  readonly onChange: (display: 'insights' | 'trends' | 'people' | 'ahead') => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <SegmentedChoice
      label={t`Show all locations as`}
      value={props.shown}
      onChange={(v) => props.onChange(v === 'table' ? 'insights' : v)}
      data={CHOICES.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
      testId="all-locations-show-as"
    />
  );
}
