import type { Review } from '@hostel/contract/reviews';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StarRatingInput } from '../../../components/ui/star-rating-input.tsx';
import { useCreateReview } from '../api/create-review.ts';

const MAX_LENGTH = 1000;

export interface ReviewFormProps {
  meal: { _id: string; title: string; likes: number; reviews: number };
  author: { name: string; email: string | null; image: string | null };
  onPosted?: (review: Review) => void;
}

/**
 * The details page's review box: optional stars, the text, Post Review. Blank text does nothing (the
 * spec); a failed post is only logged (the spec) and the text stays, so nothing typed is lost.
 */
export function ReviewForm({ meal, author, onPosted }: ReviewFormProps) {
  const { t } = useTranslation('meals');
  const textareaId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [stars, setStars] = useState<number | null>(null);
  // The spec shows no toast for a posted review; screen readers still hear that it worked.
  const [announcement, setAnnouncement] = useState('');
  const createReview = useCreateReview({ onSuccess: onPosted });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || createReview.isPending) return;
    setAnnouncement('');
    createReview.mutate(
      {
        mealId: meal._id,
        text: trimmed,
        stars,
        displayName: author.name,
        email: author.email,
        image: author.image,
        title: meal.title,
        likes: meal.likes,
        reviews: meal.reviews,
      },
      {
        onSuccess: () => {
          setText('');
          setStars(null);
          setAnnouncement(t('reviews.posted'));
        },
        onError: (error) => console.error('Failed to post the review', error),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('reviews.formLabel')}
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <Avatar name={author.name} src={author.image} />
        <p className="text-sm text-stone-600">
          <Trans
            t={t}
            i18nKey="reviews.reviewingAs"
            values={{ name: author.name }}
            components={{ name: <span className="font-semibold text-stone-900" translate="no" /> }}
          />
        </p>
      </div>
      <StarRatingInput
        legend={t('reviews.rating')}
        value={stars}
        onChange={setStars}
        disabled={createReview.isPending}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textareaId} className="sr-only">
          {t('reviews.textLabel')}
        </label>
        <textarea
          id={textareaId}
          name="text"
          rows={4}
          maxLength={MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('reviews.placeholder')}
          aria-describedby={hintId}
          className="w-full resize-y rounded-2xl border border-stone-300 bg-white px-4 py-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-orange-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-500"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={hintId} className="text-sm text-stone-500">
          {t('reviews.hint', { max: MAX_LENGTH })}
          <span aria-hidden="true">{t('reviews.used', { n: text.length })}</span>
        </p>
        <Button type="submit" aria-busy={createReview.isPending || undefined}>
          {createReview.isPending ? <Spinner className="size-4" /> : null}
          {t('reviews.submit')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
