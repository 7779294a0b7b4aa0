import type { UserRecord } from '@hostel/contract/users';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useCreateMeal } from '../api/create-meal.ts';
import { useMealForm } from '../use-meal-form.ts';
import { MealFormShell } from './meal-form-shell.tsx';

interface AddMealFormProps {
  admin: UserRecord | null;
  onAdded: () => void;
  /** Put the cursor in Title on mount (the fresh form after a meal was added, ready for the next). */
  focusTitle: boolean;
}

function AddMealForm({ admin, onAdded, focusTitle }: AddMealFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusTitle) formRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
  }, [focusTitle]);
  const { t } = useTranslation('admin');
  const createMeal = useCreateMeal();
  const form = useMealForm({
    admin,
    dateName: 'date',
    messages: {
      missingImage: t('addMeal.missingImage'),
      refusedLog: 'The server refused the meal:',
      refused: t('addMeal.refused'),
      failedLog: 'Adding the meal failed',
      failed: t('addMeal.failed'),
    },
    onUploadError: (error) => {
      toast.error(t('addMeal.uploadFailed'));
      return error instanceof Error ? error.message : null;
    },
    save: async (input, when) => {
      await createMeal.mutateAsync({
        ...input,
        date: when,
      });
      toast.success(t('addMeal.added'));
      onAdded();
      return true;
    },
  });

  return (
    <MealFormShell
      form={form}
      formRef={formRef}
      fields={{ dateName: 'date', dateLabel: t('form.date'), admin }}
      submitLabel={t('addMeal.submit')}
      savingLabel={t('addMeal.saving')}
    />
  );
}

/** Section 3: a new ongoing meal. After a success the form starts over empty. */
export function AddMealSection({ admin }: { admin: UserRecord | null }) {
  const { t } = useTranslation('admin');
  const [formKey, setFormKey] = useState(0);
  return (
    <SectionCard id="add-meal" title={t('addMeal.title')} description={t('addMeal.description')}>
      <AddMealForm key={formKey} admin={admin} onAdded={() => setFormKey((key) => key + 1)} focusTitle={formKey > 0} />
    </SectionCard>
  );
}
