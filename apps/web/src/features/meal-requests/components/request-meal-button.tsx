import type { Meal } from '@hostel/contract/meals';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon, ClockIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { useRequestMeal } from '../api/request-meal.ts';

/** A settled state that cannot be clicked: looks like a button (it is one, disabled), reads like a status. */
const settledClasses =
  'inline-flex h-11 cursor-not-allowed items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold ring-1 select-none';

export interface RequestMealButtonProps {
  meal: Meal;
  /** From the viewer's `my-status`; `undefined` while it loads (the button waits). */
  requested: boolean | undefined;
  requester: { name: string | null; email: string | null };
  /** The meal is requested now (just sent, or the server says it already was). */
  onRequested: () => void;
}

/**
 * Upcoming meals show a disabled "Upcoming" button; others "Request Meal", which becomes a disabled
 * "Requested" once the viewer has requested the meal.
 */
export function RequestMealButton({ meal, requested, requester, onRequested }: RequestMealButtonProps) {
  const { t } = useTranslation('meals');
  const requestMeal = useRequestMeal();

  if (meal.status === 'upcoming') {
    return (
      <button type="button" disabled className={cn(settledClasses, 'bg-sky-50 text-sky-900 ring-sky-200')}>
        <ClockIcon className="size-4" />
        {t('request.upcoming')}
      </button>
    );
  }
  if (requested) {
    return (
      <button type="button" disabled className={cn(settledClasses, 'bg-emerald-50 text-emerald-800 ring-emerald-200')}>
        <CheckIcon className="size-4" />
        {t('request.requested')}
      </button>
    );
  }

  const onClick = () => {
    if (requestMeal.isPending) return;
    requestMeal.mutate(
      {
        mealId: meal._id,
        userName: requester.name,
        userEmail: requester.email,
        mealTitle: meal.title,
        mealLikes: meal.likes,
        mealPrice: meal.price,
      },
      {
        onSuccess: () => {
          toast.success(t('request.success'));
          onRequested();
        },
        onError: (error) => {
          // The server's 409 says it in the spec's words (`@hostel/contract/meal-requests`): match the English.
          if (isApiError(error) && error.status === 409 && error.message === t('request.already', { lng: 'en' })) {
            toast.error(t('request.already'));
            onRequested();
            return;
          }
          console.error('Meal request failed', error);
          toast.error(t('request.failed'));
        },
      },
    );
  };

  return (
    <Button disabled={requested === undefined} aria-busy={requestMeal.isPending || undefined} onClick={onClick}>
      {requestMeal.isPending ? <Spinner className="size-4" /> : null}
      {t('request.request')}
    </Button>
  );
}
