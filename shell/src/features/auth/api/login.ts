import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { authEndpoints, type LoginAnswer, type LoginInput } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST login as form data (username is a username or an e-mail); the answer's cookies start the session. */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const body = new URLSearchParams({ username: input.username, password: input.password });
  const { data } = await apiClient.call(authEndpoints.login, { body });
  return data;
}

/** Logs in, then reloads the shared user context (so the header, the remotes and the registry follow). */
export function useLogin() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: () => sessionStore.getState().load(),
  });
}
