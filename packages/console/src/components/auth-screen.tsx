import { Card } from '@console/ui';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

const page = css({
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6',
  px: '4',
  py: '10',
  bg: 'bg.canvas',
});
const card = css({ w: 'full', maxW: 'md' });
const title = css({ textStyle: 'heading.lg' });

export interface AuthScreenProps {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * The frame of every signed-out screen (sign-in, sign-up, the SSO callback, embedded sign-in): one centred card on
 * the canvas. There is no shell before the user is known.
 */
export function AuthScreen({ title: heading, description, children, footer }: AuthScreenProps) {
  return (
    <main className={page}>
      <Card.Root className={card}>
        <Card.Header>
          <Card.Title asChild className={title}>
            <h1>{heading}</h1>
          </Card.Title>
          {description && <Card.Description>{description}</Card.Description>}
        </Card.Header>
        {children && <Card.Body>{children}</Card.Body>}
        {footer && <Card.Footer>{footer}</Card.Footer>}
      </Card.Root>
    </main>
  );
}
