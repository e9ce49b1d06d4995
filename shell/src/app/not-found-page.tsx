import { NotFound } from '@events/ui/not-found';
import { Link } from 'react-router';

export function NotFoundPage() {
  return <NotFound LinkComponent={Link} />;
}
