import { PagePlaceholder } from '../../components/layout/page-placeholder.tsx';

export function AdminDashboardRoute() {
  return <PagePlaceholder title="Admin Dashboard" />;
}
