import { css } from '../../../styled-system/css';

/** The Watch Tower pages' shared frame: a centred column, the page heading and section headings. */
export const pageFrame = css({
  flex: '1',
  w: 'full',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '8' },
});
export const pageHeading = css({ textStyle: 'heading.xl', color: 'fg.default' });
export const section = css({ mt: '8' });
export const sectionHeading = css({ textStyle: 'heading.md', color: 'fg.default', mb: '3' });
