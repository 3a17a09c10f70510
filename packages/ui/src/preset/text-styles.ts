import { defineTextStyles } from '@pandacss/dev';

const style = (fontSize: string, lineHeight: string, fontWeight = '400', letterSpacing = '0') => ({
  value: { fontSize, lineHeight, fontWeight, letterSpacing },
});

/** Use as `textStyle: 'heading.lg'`. Colour is not part of a text style: pair with fg.* tokens. */
export const textStyles = defineTextStyles({
  heading: {
    xl: style('1.875rem', '2.25rem', '600', '-0.015em'),
    lg: style('1.5rem', '2rem', '600', '-0.015em'),
    md: style('1.25rem', '1.75rem', '600'),
    sm: style('1rem', '1.5rem', '600'),
  },
  body: {
    lg: style('1rem', '1.5rem'),
    md: style('0.875rem', '1.25rem'),
    sm: style('0.75rem', '1rem'),
  },
  label: {
    md: style('0.875rem', '1.25rem', '500'),
    sm: style('0.75rem', '1rem', '500'),
  },
  caption: style('0.75rem', '1rem', '400', '0.025em'),
  mono: {
    sm: { value: { fontFamily: 'mono', fontSize: '0.8125rem', lineHeight: '1.25rem' } },
  },
});
