import type { StudentPayment } from '@hostel/contract/students';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { formatPoisha } from '../../../i18n/format-poisha.ts';
import { usePaymentWords } from '../../../i18n/payment-words.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { useRefundPayment } from '../api/refund-payment.ts';
import { poishaToTakaInput, takaToPoisha } from '../taka-input.ts';
import { FormProblem } from './form-problem.tsx';

/**
 * Refunds all or part of a payment (issue 26): the amount starts at what remains, a reason is
 * required, and a second step says exactly what goes back before anything is sent.
 */
export function StudentRefundDialog({ payment, onClose }: { payment: StudentPayment; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const words = usePaymentWords();
  const refund = useRefundPayment();
  const [amount, setAmount] = useState(poishaToTakaInput(payment.remaining));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const poisha = takaToPoisha(amount);
    if (poisha === null || poisha <= 0) return setProblem(t('student.refund.badAmount'));
    if (poisha > payment.remaining)
      return setProblem(t('student.refund.tooMuch', { remaining: formatPoisha(payment.remaining, language) }));
    if (!reason.trim()) return setProblem(t('student.refund.reasonRequired'));
    setProblem(null);
    setConfirming(poisha);
  };
  const send = (poisha: number) =>
    refund.mutate(
      { paymentId: payment.id, amount: poisha, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('student.refund.done', { amount: formatPoisha(poisha, language) }));
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          setProblem(isApiError(error) ? error.message : t('student.refund.failed'));
        },
      },
    );

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={t('student.refund.title')}
      description={t('student.refund.description', {
        what: words.paidForText(payment),
        remaining: formatPoisha(payment.remaining, language),
      })}
    >
      {confirming === null ? (
        <form onSubmit={check} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('student.refund.amount')}
            hint={t('student.refund.amountHint')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
          />
          <TextareaField
            label={t('student.refund.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={500}
            required
          />
          {problem ? <FormProblem message={problem} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('student.cancel')}
            </Button>
            <Button type="submit">{t('student.refund.next')}</Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-stone-800">
            {t('student.refund.confirm', {
              amount: formatPoisha(confirming, language),
              what: words.paidForText(payment),
            })}
          </p>
          <p className="text-sm text-stone-600">{t('student.refund.reasonIs', { reason: reason.trim() })}</p>
          {problem ? <FormProblem message={problem} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(null)} disabled={refund.isPending}>
              {t('student.back')}
            </Button>
            <Button onClick={() => send(confirming)} disabled={refund.isPending}>
              {t('student.refund.send')}
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
