import { REGISTER_PATH } from '@events/api-client/auth-paths';
import { apiClient, type ResponseSchema } from '@events/api-client/client';
import { sessionStore } from '@events/api-client/session-store';
import type { RegisterInput } from '@events/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** 201 (with the new user's context) or 204: the body is not needed, the context is reloaded instead. */
const registerAnswerSchema: ResponseSchema<unknown> = { parse: (data) => data };

/** POST register (JSON); the username is copied from the e-mail, as the spec's form does. */
export async function register(input: Omit<RegisterInput, 'username'>): Promise<void> {
  await apiClient.post(REGISTER_PATH, registerAnswerSchema, {
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
