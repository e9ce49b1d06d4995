import { apiClient } from '@events/api-client/client';
import { authEndpoints, type RegisterInput, type Registered } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/**
 * POST register (JSON); the username is copied from the e-mail, as the spec's form does. The answer is the same
 * whether the address was free or already had an account, and signs nobody in: the new account logs in next.
 */
export async function register(input: Omit<RegisterInput, 'username'>): Promise<Registered> {
  const { data } = await apiClient.call(authEndpoints.register, {
    body: { username: input.email, email: input.email, password1: input.password1, password2: input.password2 },
  });
  return data;
}

export function useRegister() {
  return useMutation({ mutationKey: ['auth', 'register'], mutationFn: register });
}
