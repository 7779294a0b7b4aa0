import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useSetRoom } from '../api/set-room.ts';
import { FormProblem } from './form-problem.tsx';

/** The student's room number, as Balances shows it; blank clears it. */
export function StudentRoomForm({ id, room }: { id: string; room: string | null }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(room ?? '');
  const save = useSetRoom();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id, room: value },
      {
        onSuccess: (answer) =>
          toast.success(answer.room ? t('student.room.saved', { room: answer.room }) : t('student.room.cleared')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        className="w-40"
        label={t('student.room.label')}
        value={value}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {t('student.room.save')}
      </Button>
      {save.error ? (
        <div className="basis-full">
          <FormProblem message={isApiError(save.error) ? save.error.message : t('student.room.failed')} />
        </div>
      ) : null}
    </form>
  );
}
