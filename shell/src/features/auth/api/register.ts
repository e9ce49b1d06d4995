import { apiClient } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import { authEndpoints, type RegisterInput } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/**
 * POST register (JSON); the username is copied from the e-mail, as the spec's form does. The answer's user
 * context is not kept: the shared context is reloaded instead.
 */
export async function register(input: Omit<RegisterInput, 'username'>): Promise<void> {
  await apiClient.call(authEndpoints.register, {
    body: { username: input.email, email: input.email, password1: input.password1, password2: input.password2 },
  });
}

/** Registers, then reloads the shared user context (a new account is signed in at once). */
export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: register,
    onSuccess: () => sessionStore.getState().load(),
  });
}
