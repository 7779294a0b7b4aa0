import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useDownloadAccountData } from '../api/download-account-data.ts';
import { DownloadIcon } from './account-icons.tsx';

/** "Download my data": the account's data as one JSON file, with a toast for how it went. */
export function DownloadDataButton({ variant = 'outline', ...props }: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation(['account', 'common']);
  const download = useDownloadAccountData();
  const onClick = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('data.downloaded')),
      onError: (error) => {
        console.error('Data download failed', error);
        toast.error(t('common:errors.withMessage', { message: error.message }));
      },
    });
  return (
    <Button variant={variant} {...props} onClick={onClick} disabled={download.isPending}>
      {download.isPending ? <Spinner className="size-4" /> : <DownloadIcon className="size-4" />}
      {download.isPending ? t('data.downloading') : t('data.download')}
    </Button>
  );
}
