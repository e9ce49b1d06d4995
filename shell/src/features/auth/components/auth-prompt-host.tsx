import { useSession } from '@events/api-client/use-session';
import { lazy, Suspense } from 'react';
import { useRegisterHash } from '../hooks/use-register-hash';

// The modal, its forms and react-query load when it first opens, not with the page.
const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/** Renders the login / sign-up modal while the shared session asks for it. */
export function AuthPromptHost() {
  const prompt = useSession((s) => s.authPrompt);
  useRegisterHash();
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal prompt={prompt} />
    </Suspense>
  );
}
