import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshSession } from './refresh-session.ts';

export interface SignInInput {
  email: string;
  password: string;
}

/** `POST /api/auth/sign-in/email`: sets the session cookie. */
export async function signInWithEmail(input: SignInInput): Promise<void> {
  await apiRequest('/auth/sign-in/email', { method: 'POST', body: { ...input, rememberMe: true } });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signInWithEmail(input);
      await refreshSession(queryClient);
    },
  });
}
