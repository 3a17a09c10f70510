import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { SETTINGS_OVERVIEW } from './settings-nav';

const heading = css({ textStyle: 'heading.lg', color: 'fg.default', mb: '6' });
const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: '0',
});
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  h: 'full',
  p: '5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  textDecoration: 'none',
  color: 'fg.default',
  transition: 'border-color 0.15s',
  _hover: { borderColor: 'border.emphasized' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
});
const label = css({ textStyle: 'heading.sm' });
const description = css({ textStyle: 'body.md', color: 'fg.muted' });

/** /settings: one card per settings page, in the side menu's order. */
export function SettingsOverview() {
  return (
    <>
      <h1 className={heading}>Account Settings</h1>
      <ul className={grid}>
        {SETTINGS_OVERVIEW.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className={card}>
              <span className={label}>{entry.label}</span>
              <span className={description}>{entry.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
