import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { ThemeSwitch } from './theme-switch';

const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: { base: '4', md: '6' },
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
});
const links = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  listStyle: 'none',
  p: '0',
  m: '0',
  textStyle: 'body.sm',
  '& a': { color: 'fg.muted', _hover: { color: 'fg.default', textDecoration: 'underline' } },
});

/** The help pages (spec 000 §2 top-level routes), in the footer. */
const HELP_LINKS = [
  { label: 'Support', to: '/support' },
  { label: 'Sales', to: '/sales' },
  { label: 'Resources', to: '/resources' },
  { label: 'Data processing addendum', to: '/legal/data-processing-addendum' },
] as const;

/**
 * The footer of every signed-in page: the help pages and the theme switch. A footer rather than header items,
 * because every role needs them and supervisors have no header tools (spec 000 §2 keeps those for admins and
 * the owner); the settings menu keeps exactly the spec's items.
 */
export function ConsoleFooter() {
  return (
    <footer className={footer}>
      <nav aria-label="Help">
        <ul className={links}>
          {HELP_LINKS.map(({ label, to }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeSwitch />
    </footer>
  );
}
