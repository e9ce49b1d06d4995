import { useEffect } from 'react';

/** Section 8: analytics failures are logged only, with no message to the user. */
export function useLoggedFailure(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} failed to load`, error);
  }, [error, what]);
}
