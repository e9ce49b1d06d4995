import { Spinner } from '@events/ui/spinner';
import { Suspense } from 'react';
import { Outlet } from '@events/router';
import { RequireRole, type RequireRoleProps } from './require-role';

/**
 * A layout route of a remote's route table whose screens are for some roles: RequireRole around the matched screen,
 * with a spinner while its lazily loaded chunk arrives.
 */
export function RoleArea(props: Omit<RequireRoleProps, 'children'>) {
  return (
    <RequireRole {...props}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </RequireRole>
  );
}
