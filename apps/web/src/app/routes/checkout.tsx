import { PagePlaceholder } from '../../components/layout/page-placeholder.tsx';

export function CheckoutRoute() {
  return <PagePlaceholder title="Checkout" />;
}
