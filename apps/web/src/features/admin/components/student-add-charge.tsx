import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { CHARGE_KINDS, type ChargeKind, type ChargeSlot, MEAL_SLOTS, useAddCharge } from '../api/add-charge.ts';
import { takaToPoisha } from '../taka-input.ts';
import { FormProblem } from './form-problem.tsx';

/** A guest meal, a fine or an adjustment (a negative one is a credit), each a line of the bill. */
export function StudentAddCharge({ userId, today, onClose }: { userId: string; today: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const add = useAddCharge();
  const [kind, setKind] = useState<ChargeKind>('guest');
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState<ChargeSlot>('lunch');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    const negative = kind === 'adjustment' && /^[-−]/.test(typed);
    const size = takaToPoisha(negative ? typed.slice(1) : typed);
    if (size === null || size === 0) return setProblem(t('student.refund.badAmount'));
    if (!reason.trim()) return setProblem(t('student.charge.reasonRequired'));
    setProblem(null);
    add.mutate(
      {
        userId,
        date,
        kind,
        amount: negative ? -size : size,
        reason: reason.trim(),
        ...(kind === 'guest' ? { slot } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('student.charge.done'));
          onClose();
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : t('student.charge.failed')),
      },
    );
  };

  return (
    <ModalDialog open onClose={onClose} title={t('student.charge.title')} description={t('student.charge.description')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <SelectField
          label={t('student.charge.kind')}
          value={kind}
          options={CHARGE_KINDS.map((value) => ({ value, label: t(`student.charge.kinds.${value}`) }))}
          onValueChange={setKind}
        />
        <TextField
          label={t('student.charge.date')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          required
        />
        {kind === 'guest' ? (
          <SelectField
            label={t('student.charge.slot')}
            value={slot}
            options={MEAL_SLOTS.map((value) => ({ value, label: t(`weekMenu.slots.${value}`) }))}
            onValueChange={setSlot}
          />
        ) : null}
        <TextField
          label={t('student.charge.amount')}
          hint={kind === 'adjustment' ? t('student.charge.creditHint') : undefined}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
        <TextareaField
          label={t('student.charge.reason')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          required
        />
        {problem ? <FormProblem message={problem} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('student.cancel')}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {t('student.charge.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
