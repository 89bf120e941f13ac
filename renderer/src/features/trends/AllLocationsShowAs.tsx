import { SegmentedChoice } from '../../ui/SegmentedChoice';

const CHOICES = [
  { value: 'table', label: 'Table' },
  { value: 'trends', label: 'Trends' },
] as const;

/**
 * All locations as one table over a period, or as each site's trend. Leaving Trends shows the table
 * through Insights' display: a row opens a location's Insights, and the period is kept.
 */
export function AllLocationsShowAs(props: {
  readonly trends: boolean;
  readonly onChange: (display: 'insights' | 'trends') => void;
}) {
  return (
    <SegmentedChoice
      label="Show all locations as"
      value={props.trends ? 'trends' : 'table'}
      onChange={(v) => props.onChange(v === 'trends' ? 'trends' : 'insights')}
      data={CHOICES}
      testId="all-locations-show-as"
    />
  );
}
