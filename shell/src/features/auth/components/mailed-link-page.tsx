import type { ReactNode } from 'react';
import { useSearchParams } from '@events/router';
import { PageQueryProvider } from '../../../app/page-query-provider';

export type MailedLinkPageProps = {
  title: string;
  /** What the page says when its address carries no token. */
  invalid: ReactNode;
  /** What the page does with the link's token. */
  children: (token: string) => ReactNode;
};

/** The page a mailed link opens (`?token=...`: e-mail confirmation, password reset): its heading, then the token's step. */
export function MailedLinkPage({ title, invalid, children }: MailedLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <PageQueryProvider>
      <div className="auth-page">
        <h1>{title}</h1>
        {token ? children(token) : invalid}
      </div>
    </PageQueryProvider>
  );
}
