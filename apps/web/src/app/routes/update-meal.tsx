import { PagePlaceholder } from '../../components/layout/page-placeholder.tsx';

export function UpdateMealRoute() {
  return <PagePlaceholder title="Update Meal" />;
}
