import type { UserRecord } from '@hostel/contract/users';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { toast } from '../../../lib/toast.tsx';
import { useCreateUpcomingMeal } from '../api/create-upcoming-meal.ts';
import { isUploadNetworkError } from '../use-image-upload.ts';
import { useMealForm } from '../use-meal-form.ts';
import { MealFormShell } from './meal-form-shell.tsx';

function AddUpcomingMealForm({ admin, onAdded }: { admin: UserRecord | null; onAdded: () => void }) {
  const createUpcomingMeal = useCreateUpcomingMeal();
  const form = useMealForm({
    admin,
    dateName: 'postTime',
    messages: {
      missingImage: 'Please select an image!',
      refusedLog: 'The server refused the upcoming meal:',
      refused: 'Failed to add meal.',
      failedLog: 'Adding the upcoming meal failed',
      failed: 'Error adding upcoming meal.',
    },
    onUploadError: (error) => {
      if (isUploadNetworkError(error) || !(error instanceof Error)) toast.error('Image upload error!');
      else toast.error(`Image upload failed: ${error.message}`);
      return null;
    },
    save: async (input, when) => {
      await createUpcomingMeal.mutateAsync({
        ...input,
        postTime: when,
      });
      toast.success('Upcoming Meal added!');
      onAdded();
      return true;
    },
  });

  return (
    <MealFormShell
      form={form}
      fields={{ dateName: 'postTime', dateLabel: 'Post time', admin }}
      submitLabel="Add Upcoming Meal"
      savingLabel="Adding meal..."
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
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Add Upcoming Meal"
      description="Students can like it before it is served. Every field is required."
    >
      <AddUpcomingMealForm admin={admin} onAdded={onClose} />
    </ModalDialog>
  );
}
