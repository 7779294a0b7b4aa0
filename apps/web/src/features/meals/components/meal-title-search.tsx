import type { Meal } from '@hostel/contract/meals';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { SearchIcon, SendIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSearchMealByTitle } from '../api/search-meal-by-title.ts';

export const EMPTY_TITLE_MESSAGE = 'Please enter a meal title';
export const MEAL_NOT_FOUND_MESSAGE = 'Meal not found';

/** The home hero's "find a meal by its title" box; calls `onFound` with the meal. */
export function MealTitleSearch({ onFound }: { onFound: (meal: Meal) => void }) {
  const inputId = useId();
  const [title, setTitle] = useState('');
  const { searchMeal, isSearching } = useSearchMealByTitle();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      toast.error(EMPTY_TITLE_MESSAGE, { id: 'meal-search' });
      return;
    }
    try {
      onFound(await searchMeal(trimmed));
    } catch (error) {
      const message =
        isApiError(error) && error.status === 404
          ? MEAL_NOT_FOUND_MESSAGE
          : error instanceof Error
            ? error.message
            : 'Something went wrong. Please try again.';
      toast.error(message, { id: 'meal-search' });
    }
  };

  return (
    <search className="block w-full">
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="sr-only">
          Search meals by title
        </label>
        <div className="flex w-full items-center gap-2 rounded-full bg-white p-1.5 pl-4 shadow-lg ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-orange-500">
          <SearchIcon className="size-5 shrink-0 text-stone-400" />
          <input
            id={inputId}
            type="search"
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Search a meal by title"
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
            Send
          </button>
        </div>
      </form>
    </search>
  );
}
