import { css } from '../../../styled-system/css';

export const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});
export const person = css({ display: 'flex', alignItems: 'center', gap: '3', flex: '1', minW: '0' });
export const name = css({ textStyle: 'label.md', color: 'fg.default' });
export const email = css({ textStyle: 'body.sm', color: 'fg.muted', overflowWrap: 'anywhere' });
export const actions = css({ display: 'flex', alignItems: 'center', gap: '3' });
export const hidden = css({ srOnly: true });
export const undelivered = css({ textStyle: 'body.sm', color: 'danger.fg' });
