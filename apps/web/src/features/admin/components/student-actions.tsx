import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useHostelToday } from '../api/hostel-today.ts';
import { StudentAddCharge } from './student-add-charge.tsx';
import { StudentRecordPayment } from './student-record-payment.tsx';

/** The page's two ways of putting money on the student's account; each opens its form. */
export function StudentActions({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const hostel = useHostelToday();
  const [open, setOpen] = useState<'payment' | 'charge' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={!hostel} onClick={() => setOpen('payment')}>
        {t('student.record.open')}
      </Button>
      <Button size="sm" variant="outline" disabled={!hostel} onClick={() => setOpen('charge')}>
        {t('student.charge.open')}
      </Button>
      {hostel && open === 'payment' ? (
        <StudentRecordPayment userId={userId} today={hostel.today} onClose={close} />
      ) : null}
      {hostel && open === 'charge' ? <StudentAddCharge userId={userId} today={hostel.today} onClose={close} /> : null}
    </div>
  );
}
