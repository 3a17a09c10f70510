import { css } from '../../../styled-system/css';
import { ENROLLMENTS_TITLE } from './enrollment-texts';

const title = css({ textStyle: 'heading.lg', color: 'fg.default', mb: '4' });

/** The page's title, the same while loading, failed or shown (as the activity list's). */
export function EnrollmentsHeader() {
  return <h1 className={title}>{ENROLLMENTS_TITLE}</h1>;
}
