import { useLingui } from '@lingui/react/macro';
import type { ForecastStatus } from '#shared/contract';
import { STATUS_WORDS } from './ahead-words';
import './ahead.css';

/** A day's status: its colour and its word (the colour alone says nothing to some). */
export function AheadStatus(props: {
  readonly status: ForecastStatus;
  /** Why a closed day is closed. */
  readonly closed?: readonly string[] | null;
}) {
  const { i18n } = useLingui();
  const why =
    props.status === 'closed' && props.closed?.length ? `: ${props.closed.join(', ')}` : '';
  return (
    <span className="ahead-status">
      <span className="ahead-dot" data-status={props.status} aria-hidden />
      {i18n._(STATUS_WORDS[props.status])}
      {why}
    </span>
  );
}
