import {
  MEAL_CATEGORIES,
  type MealCategory,
  type MealSortField,
  type SortOrder,
} from '@hostel/contract/meals-constants';
import { DEFAULT_MEALS_FILTERS, isDefaultMealsFilters, type MealsFilters } from '@hostel/contract/meals-filters';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/select-field.tsx';

const SORT_FIELDS: readonly MealSortField[] = ['date', 'price', 'category'];
const ORDERS: readonly SortOrder[] = ['desc', 'asc'];

type CategoryOption = 'all' | MealCategory;

/** The select options in the reader's language; the values stay the API's. */
function useOptions() {
  const { t } = useTranslation(['meals', 'common']);
  const sort: ReadonlyArray<SelectOption<MealSortField>> = SORT_FIELDS.map((value) => ({
    value,
    label: t(`controls.sort.${value}`),
  }));
  const order: ReadonlyArray<SelectOption<SortOrder>> = ORDERS.map((value) => ({
    value,
    label: t(`controls.${value}`),
  }));
  const category: ReadonlyArray<SelectOption<CategoryOption>> = [
    { value: 'all', label: t('common:category.All') },
    ...MEAL_CATEGORIES.map((value) => ({ value, label: t(`common:category.${value}`) })),
  ];
  return { sort, order, category };
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation(['meals', 'common']);
  const inputId = useId();
  const [draft, setDraft] = useState(initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search>
      <form onSubmit={onSubmit} className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {t('controls.searchLabel')}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
            <input
              id={inputId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('controls.searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-9 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 hover:border-stone-400 focus-visible:border-orange-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-orange-500"
            />
          </div>
          <Button type="submit" className="rounded-xl">
            {t('controls.search')}
          </Button>
        </div>
      </form>
    </search>
  );
}

export interface MealsControlsProps {
  filters: MealsFilters;
  onChange: (next: MealsFilters) => void;
}

/** Search, sort field, order and category controls of the meals page. */
export function MealsControls({ filters, onChange }: MealsControlsProps) {
  const { t } = useTranslation(['meals', 'common']);
  const options = useOptions();
  const update = (patch: Partial<MealsFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5 lg:items-end">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          {/* Remount when the URL changes (back/forward) so the box shows the active search. */}
          <SearchBox key={filters.search} initial={filters.search} onSearch={(search) => update({ search })} />
        </div>
        <SelectField
          label={t('controls.sortBy')}
          value={filters.sortBy}
          options={options.sort}
          onValueChange={(sortBy) => update({ sortBy })}
        />
        <SelectField
          label={t('controls.order')}
          value={filters.sortOrder}
          options={options.order}
          onValueChange={(sortOrder) => update({ sortOrder })}
        />
        <SelectField
          className="col-span-2 sm:col-span-1"
          label={t('controls.category')}
          value={filters.category ?? 'all'}
          options={options.category}
          onValueChange={(category) => update({ category: category === 'all' ? null : category })}
        />
      </div>
      {isDefaultMealsFilters(filters) ? null : (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onChange(DEFAULT_MEALS_FILTERS)}>
            {t('controls.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
