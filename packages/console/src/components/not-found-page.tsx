import { Button } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { css } from '../../styled-system/css';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  maxW: '2xl',
  mx: 'auto',
  px: '6',
  py: '16',
});
const heading = css({ textStyle: 'heading.lg', color: 'fg.default' });
const text = css({ textStyle: 'body.lg', color: 'fg.muted' });

/** An address the console does not know, or a page this app does not have. */
export function NotFoundPage() {
  return (
    <section className={box} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={heading}>
        Page not found
      </h1>
      <p className={text}>There is no page at this address. Check the link, or go back to your apps.</p>
      <Button asChild>
        <Link to="/">Back to apps</Link>
      </Button>
    </section>
  );
}
