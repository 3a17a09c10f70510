import { errorMessage } from '@console/api-client';
import { Button } from '@console/ui';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { css } from '../../../styled-system/css';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: '6',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'lg',
});
const heading = css({ textStyle: 'heading.md', color: 'fg.default' });
const text = css({ textStyle: 'body.md', color: 'fg.muted' });

/** An integrations page whose configs could not be loaded: what, why, and Try again. */
export function IntegrationsError({ error, title }: ErrorComponentProps & { title: string }) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <section className={box} role="alert" aria-labelledby="integrations-error">
      <h1 id="integrations-error" className={heading}>
        {title}
      </h1>
      <p className={text}>{errorMessage(error)}</p>
      <Button variant="outline" onClick={() => void router.invalidate()}>
        Try again
      </Button>
    </section>
  );
}
