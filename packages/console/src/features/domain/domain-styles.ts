import { css } from '../../../styled-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const note = css({ textStyle: 'body.md', color: 'fg.muted' });
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
export const stepLabel = css({ textStyle: 'label.sm', color: 'fg.muted', textTransform: 'uppercase' });
export const statusRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
