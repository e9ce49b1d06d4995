import { sessionStore } from '@events/api-client/session-store';
import { useSessionStatus } from '@events/api-client/use-session';
import { useEffect } from 'react';
import { useLocation } from '@events/router';
import { shellPageForPath } from '../../../app/route-table';

export const REGISTER_HASH = '#register';

/**
 * `#register` in the address opens the login / sign-up modal in register mode for a visitor who is not
 * signed in (the /auth/login/ and /register/ pages read it themselves).
 */
export function useRegisterHash(): void {
  const { hash, pathname } = useLocation();
  const status = useSessionStatus();
  const onAuthPage = ['login', 'register'].includes(shellPageForPath(pathname) ?? '');
  useEffect(() => {
    if (hash !== REGISTER_HASH || onAuthPage) return;
    if (status === 'anonymous' || status === 'unavailable') sessionStore.getState().openAuthPrompt({ mode: 'register' });
  }, [hash, status, onAuthPage]);
}
