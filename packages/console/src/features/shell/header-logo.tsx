import type { Branding } from '@console/api-client';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { PRODUCT_NAME } from '../../lib/console-config';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '8',
  borderRadius: 'sm',
  color: 'fg.default',
  textDecoration: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
});
// Customer logos are drawn for light backgrounds (dark text is common): in dark mode they sit on a light plate.
const image = css({
  h: '8',
  w: 'auto',
  maxW: '40',
  objectFit: 'contain',
  _dark: { bg: 'white', px: '1.5', py: '0.5', borderRadius: 'sm' },
});
const wordmark = css({ textStyle: 'heading.sm', letterSpacing: '-0.01em' });

/**
 * The header's logo, a link home: the account's branding logo when set, else the product's wordmark. The logo is
 * SVG markup shown through <img>, which never runs scripts inside it.
 */
export function HeaderLogo({ branding }: { branding: Pick<Branding, 'logo' | 'name'> }) {
  const name = branding.name ?? PRODUCT_NAME;
  return (
    // Without a logo the wordmark shows the product's name, and the link's name must contain what it shows.
    <Link to="/" className={link} aria-label={`${branding.logo ? name : PRODUCT_NAME} home`}>
      {branding.logo ? (
        <img
          className={image}
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(branding.logo)}`}
          alt=""
        />
      ) : (
        <span className={wordmark}>{PRODUCT_NAME}</span>
      )}
    </Link>
  );
}
