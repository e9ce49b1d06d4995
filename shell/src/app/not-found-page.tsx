import { NotFound } from '@events/ui/not-found';
import { Link } from '@events/router';

export function NotFoundPage() {
  return <NotFound LinkComponent={Link} />;
}
