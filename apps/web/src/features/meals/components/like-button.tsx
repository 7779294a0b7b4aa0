import type { LikeResult } from '@hostel/contract/likes';
import type { Meal } from '@hostel/contract/meals';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.tsx';
import { useLikeMeal } from '../api/like-meal.ts';

export interface LikeButtonProps {
  meal: Meal;
  /** The viewer's like, from `my-status`; `undefined` while it loads (the button waits). */
  liked: boolean | undefined;
  /** The viewer's badge: bronze holders cannot like upcoming meals. */
  badge: string | null | undefined;
  /** After the server accepted a like or unlike. */
  onLikeChanged?: (result: LikeResult) => void;
}

/** Like / Liked toggle with the count; for a bronze badge on an upcoming meal, the spec's upgrade notice instead. */
export function LikeButton({ meal, liked, badge, onLikeChanged }: LikeButtonProps) {
  const { t } = useTranslation(['meals', 'common']);
  const format = useFormat();
  const likeMeal = useLikeMeal({
    onSuccess: (result) => {
      if (result.released) toast.success(t('like.released'), { id: `released-${meal._id}` });
      onLikeChanged?.(result);
    },
  });
  const likes = meal.likes ?? 0;

  if (meal.status === 'upcoming' && badge === 'bronze') {
    // A fragment: inside the actions row the count sits with the buttons, the notice on its own line below.
    return (
      <>
        <p className="inline-flex h-11 items-center gap-1.5 text-sm font-semibold text-stone-700">
          <HeartIcon className="size-5 fill-rose-500 text-rose-500" />
          {t('like.count', { count: likes })}
        </p>
        <p className="order-last basis-full rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          {t('like.upgrade')}
        </p>
      </>
    );
  }

  const ready = liked !== undefined;
  const onClick = () => {
    if (!ready || likeMeal.isPending) return;
    likeMeal.mutate(
      { mealId: meal._id, action: liked ? 'dislike' : 'like' },
      {
        onError: (error) => {
          if (!isApiError(error) || error.status === 0) {
            toast.error(t('like.failed'));
            return;
          }
          // The server's refusal for a bronze badge is the spec's notice: say it in the reader's language.
          const known = error.message === t('like.upgrade', { lng: 'en' });
          toast.error(t('common:errors.withMessage', { message: known ? t('like.upgrade') : error.message }));
        },
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={Boolean(liked)}
      disabled={!ready}
      aria-busy={likeMeal.isPending || undefined}
      onClick={onClick}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-full pr-2 pl-4 text-sm font-semibold shadow-sm transition-colors duration-150',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-wait disabled:opacity-60',
        liked
          ? 'bg-rose-600 text-white hover:bg-rose-700'
          : 'bg-white text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50',
      )}
    >
      <HeartIcon className={cn('size-5', liked && 'fill-current')} />
      <span>{liked ? t('like.liked') : t('like.like')}</span>
      <span
        aria-hidden="true"
        data-testid="like-count"
        className={cn(
          'min-w-8 rounded-full px-2 py-0.5 text-center text-xs font-bold tabular-nums',
          liked ? 'bg-white/20 text-white' : 'bg-rose-50 text-rose-800',
        )}
      >
        {format.number(likes)}
      </span>
      <span className="sr-only">{` (${t('like.count', { count: likes })})`}</span>
    </button>
  );
}
