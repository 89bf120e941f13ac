import type { ScheduleSummary } from '#shared/contract';
import type { ReportInput } from './report-from-export';
import { newDraft } from './schedule-draft';
import { ScheduleFormModal } from './ScheduleFormModal';

/** "Save as scheduled report…": the export's report, named and given a rhythm and recipients. */
export function SaveScheduleModal(props: {
  readonly report: ReportInput;
  readonly onClose: () => void;
  readonly onSaved: (saved: ScheduleSummary) => void;
}) {
  return (
    <ScheduleFormModal
      opened
      onClose={props.onClose}
      initial={newDraft(props.report)}
      editing={null}
      reportFixed
      onSaved={props.onSaved}
    />
  );
}
