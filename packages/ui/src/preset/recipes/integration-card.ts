import { defineSlotRecipe } from '@pandacss/dev';
import { surface } from './shared/surface';

/** A settings integration (SMS, logging, SSO): logo, title, status, text, actions; plus the grid. */
export const integrationCard = defineSlotRecipe({
  className: 'integration-card',
  jsx: ['IntegrationCard', 'IntegrationGrid'],
  slots: ['grid', 'root', 'header', 'logo', 'title', 'description', 'footer'],
  base: {
    grid: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
      gap: '4',
      listStyle: 'none',
    },
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      h: 'full',
      p: '5',
      ...surface,
      '&[data-status=connected]': { borderColor: 'success.border' },
    },
    header: { display: 'flex', alignItems: 'center', gap: '3' },
    logo: { display: 'inline-flex', flexShrink: '0', '[data-disabled] &': { filter: 'grayscale(1)' } },
    title: { flex: '1', minW: '0', textStyle: 'heading.sm' },
    description: { textStyle: 'body.md', color: 'fg.muted' },
    footer: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '2', mt: 'auto', pt: '2' },
  },
  staticCss: ['*'],
});
