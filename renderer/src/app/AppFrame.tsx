import type { ReactNode } from 'react';
import { SkipLink } from './SkipLink';
import './app-frame.css';

/**
 * The window's layout: a 48 px header across the top, the 250 px locations column on the left and
 * the main area. Mantine's AppShell drew the same fixed frame, but its responsive machinery cost the
 * first screen ~34 KB of JavaScript for a layout that never collapses.
 */
export function AppFrame(props: {
  readonly header: ReactNode;
  readonly navbar: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className="app-frame">
      <SkipLink />
      <header className="app-frame-header">{props.header}</header>
      <nav className="app-frame-navbar">{props.navbar}</nav>
      {/* Focusable by script only: the skip link's last resort when no timeline is shown. */}
      <main id="main-content" className="app-frame-main" tabIndex={-1}>
        {props.children}
      </main>
    </div>
  );
}
