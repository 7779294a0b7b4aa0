import type { Meal } from '@hostel/contract/meals';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon, SendIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSearchMealByTitle } from '../api/search-meal-by-title.ts';

/** The home hero's "find a meal by its title" box; calls `onFound` with the meal. */
export function MealTitleSearch({ onFound }: { onFound: (meal: Meal) => void }) {
  const { t } = useTranslation(['meals', 'common']);
  const inputId = useId();
  const [title, setTitle] = useState('');
  const { searchMeal, isSearching } = useSearchMealByTitle();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      toast.error(t('titleSearch.empty'), { id: 'meal-search' });
      return;
    }
    try {
      onFound(await searchMeal(trimmed));
    } catch (error) {
      const message =
        isApiError(error) && error.status === 404
          ? t('titleSearch.notFound')
          : error instanceof Error
            ? error.message
            : t('common:errors.generic');
      toast.error(message, { id: 'meal-search' });
    }
  };

  return (
    <search className="block w-full">
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          {t('titleSearch.label')}
        </label>
        <div className="flex w-full items-center gap-2 rounded-full bg-white p-1.5 pl-4 shadow-lg ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-orange-500">
          <SearchIcon className="size-5 shrink-0 text-stone-400" />
          <input
            id={inputId}
            type="search"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder={t('titleSearch.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            className="h-11 min-w-0 flex-1 bg-transparent text-base text-stone-900 placeholder:text-stone-400 focus:outline-none"
          />
          <button
            type="submit"
            disabled={isSearching}
            className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-orange-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-70 sm:px-6"
          >
            {isSearching ? <Spinner className="size-4" /> : <SendIcon className="size-4" />}
            {t('titleSearch.send')}
          </button>
        </div>
      </form>
    </search>
  );
}
