import type { UserRecord } from '@hostel/contract/users';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCreateMeal } from '../api/create-meal.ts';
import { isRefusal, readMealForm } from '../meal-form.ts';
import { isAbortError, useImageUpload } from '../use-image-upload.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { FormProblem } from './form-problem.tsx';
import { MealFormFields } from './meal-form-fields.tsx';

type Phase = 'idle' | 'uploading' | 'saving';

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
  const createMeal = useCreateMeal();
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
    if (!form.file) {
      toast.error('Please select an image.');
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
      toast.error('Image upload failed.');
      if (error instanceof Error) setProblem(error.message);
      return;
    }

    setPhase('saving');
    try {
      await createMeal.mutateAsync({
        ...form.fields,
        image,
        date: form.when,
        email: admin.email,
        displayName: admin.displayName,
      });
      toast.success('Meal added successfully!');
      onAdded();
    } catch (error) {
      setPhase('idle');
      if (isRefusal(error)) {
        console.error('The server refused the meal:', error.message);
        toast.error('Failed to add meal.');
        setProblem(error.message);
      } else {
        console.error('Adding the meal failed', error);
        toast.error('Something went wrong. Please try again.');
      }
    }
  };

  const busy = phase !== 'idle';
  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="flex flex-col gap-5">
      <MealFormFields
        dateName="date"
        dateLabel="Date and time"
        admin={admin}
        uploadProgress={progress}
        disabled={busy}
      />
      {problem ? <FormProblem message={problem} /> : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? <Spinner className="size-4" /> : null}
          {phase === 'uploading' ? 'Uploading...' : phase === 'saving' ? 'Adding meal...' : 'Add Meal'}
        </Button>
      </div>
    </form>
  );
}

/** Section 3: a new ongoing meal. After a success the form starts over empty. */
export function AddMealSection({ admin }: { admin: UserRecord | null }) {
  const [formKey, setFormKey] = useState(0);
  return (
    <DashboardSection
      id="add-meal"
      title="Add Meal"
      description="Every field is required. The image uploads first, then the meal is saved."
    >
      <AddMealForm key={formKey} admin={admin} onAdded={() => setFormKey((key) => key + 1)} focusTitle={formKey > 0} />
    </DashboardSection>
  );
}
