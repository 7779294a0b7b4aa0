import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { forgetSignedInUser } from '../../lib/auth.ts';

/**
 * For leaving this page signed out (the account deleted, or this device signed out): the cached user
 * is forgotten only once the page has gone. Forgotten earlier, the page's guard would see a signed-out
 * reader while the router is still on its way home (its update is a transition, which the session's
 * urgent update overtakes) and send them to sign in instead.
 */
export function useForgetUserOnLeave() {
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) forgetSignedInUser(queryClient);
    },
    [queryClient],
  );
  return useCallback(() => {
    leaving.current = true;
  }, []);
}
