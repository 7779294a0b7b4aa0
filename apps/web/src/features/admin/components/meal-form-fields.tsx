import type { Meal } from '@hostel/contract/meals';
import { MEAL_CATEGORIES, type MealCategory } from '@hostel/contract/meals-constants';
import { Trans, useTranslation } from 'react-i18next';
import { Field, useFieldId } from '../../../components/ui/field.tsx';
import { ImageFileField } from '../../../components/ui/image-file-field.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { SelectChevron } from '../../../components/ui/select-field.tsx';
import { inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useCategoryLabel } from '../../../hooks/use-category-label.ts';
import { cn } from '../../../lib/cn.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/upload-image.ts';
import { isoToLocalInput, MEAL_LIMITS } from '../meal-form.ts';

/**
 * The category, which must be chosen: a native select whose empty first option fails `required`.
 * (SelectField is controlled and has the filter bar's small caps label; a form wants the form's look,
 * so it shares only the chevron and the form's `Field`.)
 */
function CategorySelect({ defaultValue }: { defaultValue: '' | MealCategory }) {
  const id = useFieldId();
  const { t } = useTranslation('admin');
  const categoryLabel = useCategoryLabel();
  return (
    <Field fieldId={id} label={t('form.category')} className="min-w-0">
      <div className="relative">
        <select
          id={id}
          name="category"
          required
          defaultValue={defaultValue}
          className={cn(inputClasses, 'appearance-none pr-10 invalid:text-stone-500')}
        >
          <option value="" disabled>
            {t('form.chooseCategory')}
          </option>
          {/* The value stays the API's English category; only its name is translated. */}
          {MEAL_CATEGORIES.map((category) => (
            <option key={category} value={category} className="text-stone-900">
              {categoryLabel(category)}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
    </Field>
  );
}

/** A value the admin sees but cannot change (who is adding the meal). */
function ReadOnlyField({ label, value }: { label: string; value: string | undefined }) {
  const id = useFieldId();
  const { t } = useTranslation('admin');
  return (
    <Field fieldId={id} label={label} className="min-w-0">
      <input
        id={id}
        readOnly
        value={value ?? ''}
        placeholder={value === undefined ? t('form.loading') : undefined}
        className="h-11 w-full cursor-default rounded-xl border border-stone-200 bg-stone-100 px-3.5 text-stone-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-600"
      />
    </Field>
  );
}

export interface MealFormFieldsProps {
  /** Name of the date-time field: `date` for meals, `postTime` for upcoming meals. */
  dateName: 'date' | 'postTime';
  dateLabel: string;
  /** The meal being edited: fields start with its values and its image can be kept. */
  meal?: Meal | null;
  /** The adding admin, shown read-only (null while the record loads); left out when editing. */
  admin?: { displayName: string; email: string } | null;
  /** Upload progress 0–100 while the image uploads, else null. */
  uploadProgress: number | null;
  disabled?: boolean;
}

/**
 * The fields every meal form shares (add, update, upcoming), named for `readMealForm`. All are
 * required; the image is checked on submit (its message is the spec's toast, not the browser's).
 */
export function MealFormFields({
  dateName,
  dateLabel,
  meal,
  admin,
  uploadProgress,
  disabled = false,
}: MealFormFieldsProps) {
  const { t } = useTranslation('admin');
  const types = <span translate="no" />;
  return (
    <fieldset disabled={disabled} className="grid min-w-0 grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">
      <legend className="sr-only">{t('form.legend')}</legend>
      <TextField
        className="sm:col-span-2"
        label={t('form.title')}
        name="title"
        required
        maxLength={MEAL_LIMITS.title}
        defaultValue={meal?.title}
        autoComplete="off"
      />
      <CategorySelect defaultValue={meal?.category ?? ''} />
      <TextField
        label={t('form.price')}
        name="price"
        type="number"
        inputMode="decimal"
        required
        min={0}
        max={MEAL_LIMITS.price}
        step={0.01}
        defaultValue={meal ? String(meal.price) : undefined}
        placeholder={t('form.pricePlaceholder')}
      />
      <TextField
        label={t('form.distributorName')}
        name="distributorName"
        required
        maxLength={MEAL_LIMITS.distributorName}
        defaultValue={meal?.distributorName}
        autoComplete="off"
      />
      <TextField
        label={dateLabel}
        name={dateName}
        type="datetime-local"
        required
        defaultValue={isoToLocalInput(meal ? meal.date || meal.postTime : null)}
      />
      <TextField
        className="sm:col-span-2"
        label={t('form.ingredients')}
        name="ingredients"
        required
        maxLength={MEAL_LIMITS.ingredients}
        defaultValue={meal?.ingredients.join(', ')}
        placeholder={t('form.ingredientsPlaceholder')}
        hint={t('form.ingredientsHint')}
        autoComplete="off"
      />
      <TextareaField
        className="sm:col-span-2"
        label={t('form.description')}
        name="description"
        // The meal's own words (also a textarea's text node, which page translators would rewrite).
        translate="no"
        required
        rows={4}
        maxLength={MEAL_LIMITS.description}
        defaultValue={meal?.description}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <ImageFileField
          label={t('form.image')}
          name="image"
          accept={ACCEPTED_IMAGE_TYPES}
          currentUrl={meal?.image}
          aria-required={!meal?.image}
          hint={<Trans t={t} i18nKey={meal?.image ? 'form.imageHintKeep' : 'form.imageHint'} components={{ types }} />}
        />
        {uploadProgress !== null ? (
          <ProgressBar label={t('form.uploadLabel')} caption={t('form.uploadCaption')} value={uploadProgress} />
        ) : null}
      </div>
      {admin === undefined ? null : (
        <div className="grid grid-cols-1 gap-4 rounded-2xl bg-amber-50/70 p-4 ring-1 ring-amber-200/70 sm:col-span-2 sm:grid-cols-2">
          <ReadOnlyField label={t('form.adminName')} value={admin?.displayName} />
          <ReadOnlyField label={t('form.adminEmail')} value={admin?.email} />
        </div>
      )}
    </fieldset>
  );
}
