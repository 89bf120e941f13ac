import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One entry of the locations list: a button that reads as a navigation link, the current one
 * marked. Drawn here rather than with Mantine's NavLink, whose collapsible children (and their
 * animation code) the list never uses but the first screen would load.
 */
export function LocationLink(props: {
  readonly label: string;
  readonly active: boolean;
  readonly onClick: () => void;
  readonly rightSection?: ReactNode;
  readonly testId?: string;
}) {
  return (
    <UnstyledButton
      className="location-link"
      data-active={props.active || undefined}
      aria-current={props.active ? 'page' : undefined}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      <span className="location-link-label">{props.label}</span>
      {props.rightSection != null && (
        <span className="location-link-right">{props.rightSection}</span>
      )}
    </UnstyledButton>
  );
}
