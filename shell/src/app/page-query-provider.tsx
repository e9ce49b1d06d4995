import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageQueryClient } from './query-client';

/** The page's query cache around a lazily loaded shell screen or modal (imported by lazy chunks only). */
export function PageQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
