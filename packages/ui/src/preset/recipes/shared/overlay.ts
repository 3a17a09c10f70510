import { focusRing } from './focus-ring';

/** What a dialog and a drawer share: the dimmed page behind, the full-screen layer, the close button, the texts. */
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
    position: 'absolute',
    top: '4',
    insetEnd: '4',
    display: 'inline-flex',
    p: '1',
    borderRadius: 'md',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'bg.subtle', color: 'fg.default' },
    _focusVisible: focusRing,
    '& svg': { w: '18px', h: '18px' },
  },
} as const;
