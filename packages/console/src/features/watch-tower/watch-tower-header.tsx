import { Header, HeaderBackLink, TopTabs } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { css } from '../../../styled-system/css';

// On a phone the two links and "Back" need the whole width: the area's name gives way (the nav still says it).
const title = css({
  display: 'none',
  textStyle: 'heading.sm',
  color: 'fg.default',
  whiteSpace: 'nowrap',
  '@container (min-width: 30rem)': { display: 'inline' },
});
// The header is a size container: the long label needs room the header itself has, whatever the window.
const container = css({ containerType: 'inline-size' });
const longLabel = css({ display: 'none', '@container (min-width: 40rem)': { display: 'inline' } });
const shortLabel = css({ display: 'inline', '@container (min-width: 40rem)': { display: 'none' } });
const activeProps = { 'aria-current': 'page' } as const;

/**
 * Watch Tower's own header (spec 000 §2): its name, the Dashboard and Accounts links (and ours: Errors, the crash
 * reports, and Tickets, the support tickets), and "Back to my account"
 * (short label "Back" when the header is narrow) to the console's root.
 */
export function WatchTowerHeader() {
  return (
    <div className={container}>
      <Header
        logo={<span className={title}>Watch Tower</span>}
        appSwitcher={
          <TopTabs.Root aria-label="Watch Tower">
            <TopTabs.Link asChild>
              <Link to="/watch-tower" activeOptions={{ exact: true }} activeProps={activeProps}>
                Dashboard
              </Link>
            </TopTabs.Link>
            <TopTabs.Link asChild>
              <Link to="/watch-tower/accounts" activeProps={activeProps}>
                Accounts
              </Link>
            </TopTabs.Link>
            <TopTabs.Link asChild>
              <Link to="/watch-tower/errors" activeProps={activeProps}>
                Errors
              </Link>
            </TopTabs.Link>
            <TopTabs.Link asChild>
              <Link to="/watch-tower/support-tickets" activeProps={activeProps}>
                Tickets
              </Link>
            </TopTabs.Link>
          </TopTabs.Root>
        }
        tools={
          <HeaderBackLink asChild>
            <Link to="/" aria-label="Back to my account">
              <ArrowLeft aria-hidden />
              <span className={longLabel}>Back to my account</span>
              <span className={shortLabel}>Back</span>
            </Link>
          </HeaderBackLink>
        }
      />
    </div>
  );
}
