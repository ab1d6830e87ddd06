import { NotFoundScreen } from '../components/layout/not-found-screen';
import type { PageProps } from '../router/pages';

export default function NotFound(_props: PageProps) {
  return (
    <NotFoundScreen
      title="Page not found"
      description="The page you asked for does not exist."
      text="The page you were looking for has moved or never existed. Search the site, or continue from one of these pages:"
    />
  );
}
