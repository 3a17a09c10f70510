import { iconButton } from './icon-button';

/**
 * What a dialog and a drawer share: the dimmed page behind, the full-screen layer, the close button, the texts,
 * the footer's row of actions.
 */
export const overlay = {
  backdrop: { position: 'fixed', inset: '0', zIndex: 'overlay', bg: 'rgb(0 0 0 / 0.5)' },
  positioner: { position: 'fixed', inset: '0', zIndex: 'modal', display: 'flex' },
  content: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    w: 'full',
    bg: 'bg.surface',
    color: 'fg.default',
    boxShadow: 'xl',
    outline: '0',
  },
  title: { textStyle: 'heading.sm' },
  description: { textStyle: 'body.md', color: 'fg.muted' },
  closeTrigger: {
    ...iconButton,
    position: 'absolute',
    top: '4',
    insetEnd: '4',
    p: '1',
    '& svg': { w: '18px', h: '18px' },
  },
  footer: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3', px: '6' },
} as const;
