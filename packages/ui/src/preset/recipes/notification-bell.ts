import { defineSlotRecipe } from '@pandacss/dev';

/** What the bell adds to its Button and Popover: the red count badge and the checklist. */
export const notificationBell = defineSlotRecipe({
  className: 'notification-bell',
  jsx: ['NotificationBell'],
  slots: ['trigger', 'badge', 'list', 'item', 'mark'],
  base: {
    trigger: { position: 'relative' },
    badge: {
      position: 'absolute',
      top: '0.5',
      right: '0.5',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minW: '4',
      h: '4',
      px: '1',
      borderRadius: 'full',
      bg: 'danger.default',
      color: 'fg.onAccent',
      fontSize: '0.625rem',
      fontWeight: '600',
      lineHeight: '1',
    },
    list: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', m: '0', p: '0' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textStyle: 'body.md',
      color: 'fg.default',
      '&[data-done]': { color: 'fg.muted' },
    },
    mark: { w: '4', h: '4', flexShrink: '0', color: 'fg.subtle', '[data-done] &': { color: 'success.fg' } },
  },
  staticCss: ['*'],
});
