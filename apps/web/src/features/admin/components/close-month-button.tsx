import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { confirmAction } from '../../../components/ui/confirm.ts';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useCloseMonth } from '../api/close-month.ts';

/**
 * Closes the month Balances shows once it has ended (issue 26): its bills become fixed statements.
 * A closed month says so instead; there is no reopening, so the admin confirms first.
 */
export function CloseMonthButton({
  month,
  label,
  ended,
  closed,
}: {
  month: string;
  label: string;
  ended: boolean;
  closed: boolean;
}) {
  const { t } = useTranslation('admin');
  const close = useCloseMonth();
  if (closed) return <StatusPill tone="done">{t('balances.close.closed')}</StatusPill>;
  if (!ended) return null;
  const ask = async () => {
    const sure = await confirmAction({
      title: t('balances.close.confirmTitle', { month: label }),
      text: t('balances.close.confirmText'),
      confirmButtonText: t('balances.close.confirm'),
    });
    if (!sure) return;
    close.mutate(month, {
      onSuccess: () => toast.success(t('balances.close.done', { month: label })),
      onError: (error) => toast.error(isApiError(error) ? error.message : t('balances.close.failed')),
    });
  };
  return (
    <Button size="sm" variant="secondary" disabled={close.isPending} onClick={() => void ask()}>
      {t('balances.close.button', { month: label })}
    </Button>
  );
}
