import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, type JSX } from 'react';
import { useSession } from '../../session/use-session';
import { SignInPage } from '../../features/sign-in/sign-in-page';

// Only Webex and Zoom users need the embedded sign-in: a chunk of its own keeps the sign-in page light.
const EmbeddedSignIn = lazy(() => import('../../features/embedded/embedded-sign-in'));

/**
 * The root for a visitor without a session (spec 001 §2): standalone, the sign-in page (with the expired notice when
 * `?expired=true`); embedded in Webex or Zoom, the automatic sign-in.
 */
export function SignedOutRoot(): JSX.Element {
  const { mode } = useSession();
  const expired = useSearch({ from: '/', select: (search) => search.expired === true });
  if (mode === 'standalone') return <SignInPage expired={expired} />;
  return (
    <Suspense fallback={null}>
      <EmbeddedSignIn mode={mode} />
    </Suspense>
  );
}
