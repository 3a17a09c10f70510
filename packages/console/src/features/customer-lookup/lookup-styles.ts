import { css } from '../../../styled-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const sectionHeading = css({ textStyle: 'heading.sm', color: 'fg.default' });
export const hint = css({ textStyle: 'body.sm', color: 'fg.muted' });
export const code = css({
  textStyle: 'mono.sm',
  color: 'fg.default',
  bg: 'bg.subtle',
  borderRadius: 'sm',
  px: '1',
});
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
