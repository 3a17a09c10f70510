import { tooltipAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** A short hint on hover and keyboard focus (Ark Tooltip): dark on light, light on dark. */
export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  jsx: ['Tooltip', 'IntegrationCard'],
  slots: tooltipAnatomy.keys(),
  base: {
    content: {
      maxW: 'xs',
      px: '3',
      py: '2',
      bg: 'fg.default',
      color: 'bg.surface',
      textStyle: 'body.sm',
      borderRadius: 'md',
      boxShadow: 'md',
      zIndex: 'tooltip',
      _hidden: { display: 'none' },
    },
    arrow: { '--arrow-size': 'sizes.2', '--arrow-background': 'colors.fg.default' },
  },
  staticCss: ['*'],
});
