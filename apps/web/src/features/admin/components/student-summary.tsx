import type { StudentPage } from '@hostel/contract/students';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { calendarDate } from '../../../i18n/calendar-date.ts';
import { useFormat } from '../../../i18n/format.ts';
import { EmailText } from './email-text.tsx';
import { StudentRoomForm } from './student-room-form.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-stone-600">{term}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** Who the student is, the plan they eat on, their room and room-mates. */
export function StudentSummary({ page }: { page: StudentPage }) {
  const { t } = useTranslation('admin');
  const { language } = useFormat();
  const { user, plan, roommates } = page;
  const planName = <span translate="no">{plan.plan}</span>;
  const planWords = !plan.plan ? (
    t('student.plan.none')
  ) : plan.source === 'roommate' ? (
    <Trans
      t={t}
      i18nKey="student.plan.shared"
      components={{ plan: planName, buyer: <span translate="no">{plan.sharedBy}</span> }}
    />
  ) : (
    planName
  );
  return (
    <SectionCard id="student-plan" title={t('student.plan.title')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term={t('student.plan.email')}>
          <EmailText email={user.email} />
        </Fact>
        <Fact term={t('student.plan.plan')}>{planWords}</Fact>
        {plan.periodEnd ? <Fact term={t('student.plan.until')}>{calendarDate(plan.periodEnd, language)}</Fact> : null}
        <Fact term={t('student.plan.badge')}>{t(`student.badges.${user.badge}`)}</Fact>
        <Fact term={t('student.plan.roommates')}>
          {roommates.length === 0 ? (
            t('student.plan.noRoommates')
          ) : (
            <ul className="flex flex-col gap-1">
              {roommates.map((mate) => (
                <li key={mate.id}>
                  {mate.name ? <span translate="no">{mate.name}</span> : <EmailText email={mate.email} />}
                  {mate.status === 'invited' ? ` (${t('student.plan.invited')})` : null}
                </li>
              ))}
            </ul>
          )}
        </Fact>
      </dl>
      <div className="mt-5 border-t border-stone-200 pt-4">
        <StudentRoomForm key={user.room ?? ''} id={user.id} room={user.room} />
      </div>
    </SectionCard>
  );
}
