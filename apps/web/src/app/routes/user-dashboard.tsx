import { PagePlaceholder } from '../../components/layout/page-placeholder.tsx';

export function UserDashboardRoute() {
  return <PagePlaceholder title="User Dashboard" />;
}
