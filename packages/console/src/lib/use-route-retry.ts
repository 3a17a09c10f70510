import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * For a route's errorComponent: clears Query's error boundary once shown, and returns the Retry that runs the
 * route's loader again (its ensureQuery fetches what failed).
 */
export function useRouteRetry(): () => void {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return () => void router.invalidate();
}
