import { css } from '../../../styled-system/css';

const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const lead = css({ textStyle: 'body.lg', color: 'fg.muted', mt: '1', mb: '6' });

/** The page's title and lead, shared by the page and its skeleton. */
export function BillingHeader() {
  return (
    <>
      <h1 className={heading}>Billing</h1>
      <p className={lead}>The plan and usage of each of your apps.</p>
    </>
  );
}
