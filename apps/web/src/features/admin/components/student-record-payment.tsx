import { PLANS } from '@hostel/contract/plans';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { RECORDED_METHODS, type RecordedMethod, useRecordPayment } from '../api/record-payment.ts';
import { takaToPoisha } from '../taka-input.ts';
import { FormProblem } from './form-problem.tsx';

/** Records cash or mobile money the student handed over: the bill, or a plan when one is chosen. */
export function StudentRecordPayment({
  userId,
  today,
  onClose,
}: {
  userId: string;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const record = useRecordPayment();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<RecordedMethod>('cash');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  const [plan, setPlan] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const poisha = takaToPoisha(amount);
    if (poisha === null || poisha <= 0) return setProblem(t('student.refund.badAmount'));
    if (!reference.trim()) return setProblem(t('student.record.referenceRequired'));
    setProblem(null);
    record.mutate(
      { userId, amount: poisha, method, reference: reference.trim(), date, ...(plan ? { planName: plan } : {}) },
      {
        onSuccess: () => {
          toast.success(t('student.record.done', { amount: formatPoisha(poisha, language) }));
          onClose();
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : t('student.record.failed')),
      },
    );
  };

  return (
    <ModalDialog open onClose={onClose} title={t('student.record.title')} description={t('student.record.description')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('student.record.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
        />
        <SelectField
          label={t('student.record.method')}
          value={method}
          options={RECORDED_METHODS.map((value) => ({ value, label: t(`student.methods.${value}`) }))}
          onValueChange={setMethod}
        />
        <TextField
          label={t('student.record.reference')}
          hint={t('student.record.referenceHint')}
          autoComplete="off"
          value={reference}
          maxLength={100}
          onChange={(event) => setReference(event.target.value)}
          required
        />
        <TextField
          label={t('student.record.date')}
          type="date"
          value={date}
          max={today}
          onChange={(event) => setDate(event.target.value)}
          required
        />
        <SelectField
          label={t('student.record.plan')}
          value={plan}
          options={[
            { value: '', label: t('student.record.billNotPlan') },
            ...PLANS.map((p) => ({ value: p.name, label: p.name })),
          ]}
          onValueChange={setPlan}
        />
        {problem ? <FormProblem message={problem} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('student.cancel')}
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {t('student.record.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
