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

/** Developers when the credentials could not be loaded: what went wrong, and Try again (the spec shows no such state). */
export function DevelopersError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <section className={box} role="alert" aria-labelledby="developers-error">
      <h1 id="developers-error" className={heading}>
        The developer credentials could not be loaded
      </h1>
      <p className={text}>{errorMessage(error)}</p>
      <Button variant="outline" onClick={() => void router.invalidate()}>
        Try again
      </Button>
    </section>
  );
}
