import { PagePlaceholder } from '../../components/layout/page-placeholder.tsx';

export function MealDetailsRoute() {
  return <PagePlaceholder title="Meal details" />;
}
