import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SegmentedChoice } from '../../ui/SegmentedChoice';

const CHOICES = [
  { value: 'table', label: msg`Table` },
  { value: 'trends', label: msg`Trends` },
] as const;

/**
 * All locations as one table over a period, or as each site's trend. Leaving Trends shows the table
 * through Insights' display: a row opens a location's Insights, and the period is kept.
 */
export function AllLocationsShowAs(props: {
  readonly trends: boolean;
  readonly onChange: (display: 'insights' | 'trends') => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <SegmentedChoice
      label={t`Show all locations as`}
      value={props.trends ? 'trends' : 'table'}
      onChange={(v) => props.onChange(v === 'trends' ? 'trends' : 'insights')}
      data={CHOICES.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
      testId="all-locations-show-as"
    />
  );
}
