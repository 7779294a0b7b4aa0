import type { UserRecord } from '@hostel/contract/users';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.tsx';
import type { MealFields, MealOwnerFields } from './api/meal-input.ts';
import { isRefusal, readMealForm } from './meal-form.ts';
import { isAbortError, useImageUpload } from './use-image-upload.ts';

export type MealFormPhase = 'idle' | 'uploading' | 'saving';

/** A checked meal form, its image uploaded (or kept) and the adding admin filled in, ready to send. */
export type ReadyMeal = MealFields & MealOwnerFields;

/** The words one meal form uses; each form keeps the spec's own toasts. */
export interface MealFormMessages {
  /** Toast when no image is chosen (and none is kept). */
  missingImage: string;
  /** Logged, then toasted, when the server refused the meal (its message is shown under the form). */
  refusedLog: string;
  refused: string;
  /** Logged, then toasted, when saving failed any other way. */
  failedLog: string;
  failed: string;
}

export interface UseMealFormOptions {
  admin: UserRecord | null;
  dateName: 'date' | 'postTime';
  /** The image kept when no new file is chosen (editing); without one, a file is required. */
  keptImage?: string | null;
  messages: MealFormMessages;
  /** Reports a failed upload (not a cancelled one); answers what to show under the form, if anything. */
  onUploadError: (error: unknown) => string | null;
  /**
   * Sends the meal (`when`: the date-time field as ISO) and reports success; answers false when it was
   * not saved, so it can be sent again.
   */
  save: (meal: ReadyMeal, when: string) => Promise<boolean>;
}

/**
 * The submit flow every meal form shares (add, update, upcoming): read and check the fields, upload
 * the chosen image with progress, then save, showing a refusal's message under the form.
 */
export function useMealForm({ admin, dateName, keptImage, messages, onUploadError, save }: UseMealFormOptions) {
  const { t } = useTranslation('admin');
  const { upload, progress } = useImageUpload();
  const [phase, setPhase] = useState<MealFormPhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    if (!admin) {
      toast.error(t('form.adminNotLoaded'));
      return;
    }
    const form = readMealForm(event.currentTarget, dateName);
    if (!form.file && !keptImage) {
      toast.error(messages.missingImage);
      return;
    }
    if (form.problem || !form.when) {
      setProblem(form.problem ? t(`form.problems.${form.problem}`) : null);
      return;
    }
    setProblem(null);

    let image = keptImage ?? '';
    if (form.file) {
      setPhase('uploading');
      try {
        image = await upload(form.file);
      } catch (error) {
        setPhase('idle');
        if (isAbortError(error)) return;
        console.error('Image upload failed', error);
        const uploadProblem = onUploadError(error);
        if (uploadProblem) setProblem(uploadProblem);
        return;
      }
    }

    setPhase('saving');
    try {
      const meal = { ...form.fields, image, email: admin.email, displayName: admin.displayName };
      if (!(await save(meal, form.when))) setPhase('idle');
    } catch (error) {
      setPhase('idle');
      if (isRefusal(error)) {
        console.error(messages.refusedLog, error.message);
        toast.error(messages.refused);
        setProblem(error.message);
      } else {
        console.error(messages.failedLog, error);
        toast.error(messages.failed);
      }
    }
  };

  return { phase, busy: phase !== 'idle', problem, progress, onSubmit };
}

export type MealFormState = ReturnType<typeof useMealForm>;
