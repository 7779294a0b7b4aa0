import type { UserRecord } from '@hostel/contract/users';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useCreateUpcomingMeal } from '../api/create-upcoming-meal.ts';
import { isUploadNetworkError } from '../use-image-upload.ts';
import { useMealForm } from '../use-meal-form.ts';
import { MealFormShell } from './meal-form-shell.tsx';

function AddUpcomingMealForm({ admin, onAdded }: { admin: UserRecord | null; onAdded: () => void }) {
  const { t } = useTranslation('admin');
  const createUpcomingMeal = useCreateUpcomingMeal();
  const form = useMealForm({
    admin,
    dateName: 'postTime',
    messages: {
      missingImage: t('upcoming.dialog.missingImage'),
      refusedLog: 'The server refused the upcoming meal:',
      refused: t('upcoming.dialog.refused'),
      failedLog: 'Adding the upcoming meal failed',
      failed: t('upcoming.dialog.failed'),
    },
    onUploadError: (error) => {
      if (isUploadNetworkError(error) || !(error instanceof Error)) toast.error(t('upcoming.dialog.uploadError'));
      else toast.error(t('upcoming.dialog.uploadFailed', { message: error.message }));
      return null;
    },
    save: async (input, when) => {
      await createUpcomingMeal.mutateAsync({
        ...input,
        postTime: when,
      });
      toast.success(t('upcoming.dialog.added'));
      onAdded();
      return true;
    },
  });

  return (
    <MealFormShell
      form={form}
      fields={{ dateName: 'postTime', dateLabel: t('form.postTime'), admin }}
      submitLabel={t('upcoming.dialog.submit')}
      savingLabel={t('upcoming.dialog.saving')}
      // Stays in view at the bottom of the dialog while the fields scroll (-bottom-5: past its padding).
      footerClassName="sticky -bottom-5 -mx-5 -mb-5 flex justify-end border-t border-amber-200/70 bg-cream/95 px-5 py-4 backdrop-blur sm:-mx-7 sm:px-7"
    />
  );
}

export interface AddUpcomingMealDialogProps {
  open: boolean;
  onClose: () => void;
  admin: UserRecord | null;
}

/** The "Add Upcoming Meal" modal form; it closes after a success (the table refreshes itself). */
export function AddUpcomingMealDialog({ open, onClose, admin }: AddUpcomingMealDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('upcoming.dialog.title')}
      description={t('upcoming.dialog.description')}
    >
      <AddUpcomingMealForm admin={admin} onAdded={onClose} />
    </ModalDialog>
  );
}
