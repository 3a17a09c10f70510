import { defineSlotRecipe } from '@pandacss/dev';

/** What a session's drawer adds to the Drawer: the status beside the title, and headed sections. */
export const sessionDrawer = defineSlotRecipe({
  className: 'session-drawer',
  jsx: ['SessionDrawer'],
  slots: ['titleRow', 'section', 'sectionTitle'],
  base: {
    titleRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    section: { display: 'flex', flexDirection: 'column', gap: '3' },
    sectionTitle: {
      textStyle: 'label.sm',
      color: 'fg.muted',
      textTransform: 'uppercase',
      letterSpacing: '0.05em',
    },
  },
  staticCss: ['*'],
});
