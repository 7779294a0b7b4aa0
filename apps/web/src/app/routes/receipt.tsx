import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { DocumentTitle } from '../../components/layout/document-title.tsx';
import { getReceiptQueryOptions } from '../../features/bills/api/get-receipt.ts';
import { ReceiptView } from '../../features/bills/components/receipt-view.tsx';
import { queryClient } from '../query-client.ts';

/** The receipt starts loading with the page's code. */
export function prefetchRoute({ params }: LoaderFunctionArgs) {
  // prefetchQuery never throws: the page shows the failure and a retry.
  if (params.id) void queryClient.prefetchQuery(getReceiptQueryOptions(params.id));
}

/** A payment's printable receipt (`/receipt/:id`), linked from the payment history and the bill. */
export function ReceiptRoute() {
  const { t } = useTranslation('bill');
  const { id = '' } = useParams();
  return (
    <>
      <DocumentTitle page={t('receipt.documentTitle')} />
      <ReceiptView id={id} />
    </>
  );
}
