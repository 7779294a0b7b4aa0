import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.tsx';
import { BellIcon } from '../ui/icons.tsx';

export const iconButtonClasses =
  'relative inline-flex size-10 items-center justify-center rounded-full text-stone-700 transition-colors hover:bg-orange-100 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600';

/** The spec's answer to the bell when there is nothing to show. */
export const toastNoNotifications = () =>
  toast(translate('notifications.none'), {
    id: 'notifications',
    icon: <BellIcon className="size-5 shrink-0 text-orange-700" />,
  });

export interface BellButtonProps {
  unread?: number;
  expanded?: boolean;
  controls?: string;
  onClick: () => void;
}

/** The navbar's bell, with the unread count when there is one. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton(
  { unread = 0, expanded, controls, onClick },
  ref,
) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.label')}
      aria-expanded={expanded}
      aria-controls={controls}
      className={iconButtonClasses}
      onClick={onClick}
    >
      <BellIcon className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            'absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-orange-700 px-1 text-[11px] font-bold text-white ring-2 ring-cream',
          )}
        >
          {unread > 99 ? t('notifications.overflow', { n: 99 }) : format.number(unread)}
        </span>
      ) : null}
    </button>
  );
});
