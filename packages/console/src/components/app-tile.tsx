import { AppIcon, appColor, type AppId } from '@console/ui';
import type { CSSProperties } from 'react';
import { css, cx } from '../../styled-system/css';

const tile = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: 'full',
  h: 'full',
  p: '15%',
  borderRadius: 'md',
  color: 'white',
  bg: 'var(--tile-color)',
  '& svg': { w: 'full', h: 'full' },
});

/** An app's icon in white on the app's colour, filling its parent (which sets the size). Decorative. */
export function AppTile({ app, className }: { app: AppId; className?: string }) {
  return (
    <span
      className={cx(tile, className)}
      style={{ '--tile-color': appColor(app) } as CSSProperties}
      aria-hidden
    >
      <AppIcon appId={app} strokeWidth={2} />
    </span>
  );
}
