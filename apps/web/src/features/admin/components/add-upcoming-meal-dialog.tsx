import type { UserRecord } from '@hostel/contract/users';
import type { FormEvent } from 'react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCreateUpcomingMeal } from '../api/create-upcoming-meal.ts';
import { isRefusal, readMealForm } from '../meal-form.ts';
import { isAbortError, isUploadNetworkError, useImageUpload } from '../use-image-upload.ts';
import { FormProblem } from './form-problem.tsx';
import { MealFormFields } from './meal-form-fields.tsx';

type Phase = 'idle' | 'uploading' | 'saving';

function AddUpcomingMealForm({ admin, onAdded }: { admin: UserRecord | null; onAdded: () => void }) {
  const createUpcomingMeal = useCreateUpcomingMeal();
  const { upload, progress } = useImageUpload();
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    if (!admin) {
      toast.error('User data not loaded yet!');
      return;
    }
    const form = readMealForm(event.currentTarget, 'postTime');
    if (!form.file) {
      toast.error('Please select an image!');
      return;
    }
    if (form.problem || !form.when) {
      setProblem(form.problem);
      return;
    }
    setProblem(null);

    setPhase('uploading');
    let image: string;
    try {
      image = await upload(form.file);
    } catch (error) {
      setPhase('idle');
      if (isAbortError(error)) return;
      console.error('Image upload failed', error);
      if (isUploadNetworkError(error) || !(error instanceof Error)) toast.error('Image upload error!');
      else toast.error(`Image upload failed: ${error.message}`);
      return;
    }

    setPhase('saving');
    try {
      await createUpcomingMeal.mutateAsync({
        ...form.fields,
        image,
        postTime: form.when,
        email: admin.email,
        displayName: admin.displayName,
      });
      toast.success('Upcoming Meal added!');
      onAdded();
    } catch (error) {
      setPhase('idle');
      if (isRefusal(error)) {
        console.error('The server refused the upcoming meal:', error.message);
        toast.error('Failed to add meal.');
        setProblem(error.message);
      } else {
        console.error('Adding the upcoming meal failed', error);
        toast.error('Error adding upcoming meal.');
      }
    }
  };

  const busy = phase !== 'idle';
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="flex flex-col gap-5">
      <MealFormFields
        dateName="postTime"
        dateLabel="Post time"
        admin={admin}
        uploadProgress={progress}
        disabled={busy}
      />
      {problem ? <FormProblem message={problem} /> : null}
      {/* Stays in view at the bottom of the dialog while the fields scroll (-bottom-5: past its padding). */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex justify-end border-t border-amber-200/70 bg-cream/95 px-5 py-4 backdrop-blur sm:-mx-7 sm:px-7">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="size-4" /> : null}
          {phase === 'uploading' ? 'Uploading...' : phase === 'saving' ? 'Adding meal...' : 'Add Upcoming Meal'}
        </Button>
      </div>
    </form>
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
