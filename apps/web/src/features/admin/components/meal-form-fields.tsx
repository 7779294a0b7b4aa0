import type { Meal } from '@hostel/contract/meals';
import { MEAL_CATEGORIES, type MealCategory } from '@hostel/contract/meals-constants';
import { Field, useFieldId } from '../../../components/ui/field.tsx';
import { ImageFileField } from '../../../components/ui/image-file-field.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { SelectChevron } from '../../../components/ui/select-field.tsx';
import { inputClasses, TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
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
  return (
    <Field fieldId={id} label="Category" className="min-w-0">
      <div className="relative">
        <select
          id={id}
          name="category"
          required
          defaultValue={defaultValue}
          className={cn(inputClasses, 'appearance-none pr-10 invalid:text-stone-500')}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {MEAL_CATEGORIES.map((category) => (
            <option key={category} value={category} className="text-stone-900">
              {category}
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
  return (
    <Field fieldId={id} label={label} className="min-w-0">
      <input
        id={id}
        readOnly
        value={value ?? ''}
        placeholder={value === undefined ? 'Loading…' : undefined}
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
  return (
    <fieldset disabled={disabled} className="grid min-w-0 grid-cols-1 gap-x-5 gap-y-4 sm:grid-cols-2">
      <legend className="sr-only">Meal details</legend>
      <TextField
        className="sm:col-span-2"
        label="Title"
        name="title"
        required
        maxLength={MEAL_LIMITS.title}
        defaultValue={meal?.title}
        autoComplete="off"
      />
      <CategorySelect defaultValue={meal?.category ?? ''} />
      <TextField
        label="Price (৳)"
        name="price"
        type="number"
        inputMode="decimal"
        required
        min={0}
        max={MEAL_LIMITS.price}
        step={0.01}
        defaultValue={meal ? String(meal.price) : undefined}
        placeholder="e.g. 120.50"
      />
      <TextField
        label="Distributor name"
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
        label="Ingredients"
        name="ingredients"
        required
        maxLength={MEAL_LIMITS.ingredients}
        defaultValue={meal?.ingredients.join(', ')}
        placeholder="Rice, chicken, onion, ghee"
        hint="Separate ingredients with commas."
        autoComplete="off"
      />
      <TextareaField
        className="sm:col-span-2"
        label="Description"
        name="description"
        required
        rows={4}
        maxLength={MEAL_LIMITS.description}
        defaultValue={meal?.description}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <ImageFileField
          label="Image"
          name="image"
          accept={ACCEPTED_IMAGE_TYPES}
          currentUrl={meal?.image}
          aria-required={!meal?.image}
          hint={
            meal?.image
              ? 'JPEG, PNG, WebP or AVIF, up to 5 MB. Leave empty to keep the current image.'
              : 'Required. JPEG, PNG, WebP or AVIF, up to 5 MB.'
          }
        />
        {uploadProgress !== null ? (
          <ProgressBar label="Image upload" caption="Uploading image…" value={uploadProgress} />
        ) : null}
      </div>
      {admin === undefined ? null : (
        <div className="grid grid-cols-1 gap-4 rounded-2xl bg-amber-50/70 p-4 ring-1 ring-amber-200/70 sm:col-span-2 sm:grid-cols-2">
          <ReadOnlyField label="Admin name" value={admin?.displayName} />
          <ReadOnlyField label="Admin email" value={admin?.email} />
        </div>
      )}
    </fieldset>
  );
}
