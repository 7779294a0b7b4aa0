import { PagePlaceholder } from '../../components/layout/page-placeholder.tsx';

export function UpcomingMealsRoute() {
  return <PagePlaceholder title="Upcoming Meals">Meals the mess is planning next will appear here.</PagePlaceholder>;
}
