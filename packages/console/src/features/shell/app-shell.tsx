import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { useSession } from '../../session/use-session';
import { ConsoleFooter } from './console-footer';
import { ConsoleHeader } from './console-header';
import { GhostModeBar } from './ghost-mode-bar';

const page = css({
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.canvas',
  color: 'fg.default',
});

export interface AppShellProps {
  children: ReactNode;
  /**
   * Leave out the console header where an area brings its own (Watch Tower); the ghost bar stays on every signed-in
   * page.
   */
  header?: boolean;
}

/** Every signed-in page: the ghost bar while ghosting, the header, the page, then the footer (help, theme). */
export function AppShell({ children, header = true }: AppShellProps) {
  const { claims } = useSession();
  return (
    <div className={page}>
      {claims?.ghost && <GhostModeBar />}
      {header && <ConsoleHeader />}
      {children}
      <ConsoleFooter />
    </div>
  );
}
