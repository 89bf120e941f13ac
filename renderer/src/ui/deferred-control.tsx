import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { useAfterFirstScreen } from './after-first-screen';

/** Whether a control loaded after the first screen should render, and whether it takes the focus. */
export interface DeferredControl {
  /** True once the first screen is shown, or as soon as the user reaches for the control. */
  readonly wanted: boolean;
  /** The user focused or clicked the stand-in: the real control takes the focus (and opens). */
  readonly takeFocus: boolean;
  /** Called by the stand-in: 'pointer' only loads the code; 'focus' also hands the focus over. */
  readonly reach: (how: 'pointer' | 'focus') => void;
}

/**
 * For controls whose code (a date picker, Mantine's comboboxes) is a chunk of its own: render them
 * after the first bookings are on screen, or at once when the user reaches for them first.
 */
export function useDeferredControl(): DeferredControl {
  const afterFirstScreen = useAfterFirstScreen();
  const [reached, setReached] = useState<'none' | 'pointer' | 'focus'>('none');
  return {
    wanted: afterFirstScreen || reached !== 'none',
    takeFocus: reached === 'focus',
    reach: (how) => setReached((was) => (was === 'focus' ? was : how)),
  };
}

/**
 * A button of the real control's size and text, shown until its code arrives, so nothing moves when
 * it does. Pointing at it starts the load; focusing or clicking it also passes the focus on.
 */
export function DeferredStandIn(props: {
  readonly width: number;
  readonly text: string;
  readonly onReach: DeferredControl['reach'];
  /** The real control's accessible name, put before the text where the text alone says too little. */
  readonly label?: string;
  readonly leftSection?: ReactNode;
  readonly rightSection?: ReactNode;
}) {
  const { t } = useLingui();
  const { label, text } = props;
  return (
    <Input
      component="button"
      type="button"
      // The theme makes the toolbar's Select, MultiSelect and date inputs xs: the same height here.
      size="xs"
      w={props.width}
      pointer
      aria-busy
      // The visible text stays part of the name (axe: label-content-name-mismatch).
      aria-label={label ? t`${label}: ${text}` : undefined}
      leftSection={props.leftSection}
      rightSection={props.rightSection}
      rightSectionPointerEvents="none"
      styles={{ input: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } }}
      onPointerEnter={() => props.onReach('pointer')}
      onFocus={() => props.onReach('focus')}
      onClick={() => props.onReach('focus')}
    >
      {props.text}
    </Input>
  );
}

/** The stand-in until the control is wanted and its chunk has arrived, then the control. */
export function DeferredSlot(props: {
  readonly wanted: boolean;
  readonly standIn: ReactNode;
  readonly children: ReactNode;
}) {
  if (!props.wanted) return props.standIn;
  return <Suspense fallback={props.standIn}>{props.children}</Suspense>;
}
