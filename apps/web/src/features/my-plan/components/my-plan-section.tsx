import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { useMyPlan } from '../api/get-my-plan.ts';
import { CurrentPlan } from './current-plan.tsx';
import { InvitationsList } from './invitations-list.tsx';
import { RoommatesPanel } from './roommates-panel.tsx';

/** Shown while the plan loads: the card's outline, marked busy. */
function PlanSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3 rounded-2xl bg-stone-50 px-5 py-5 ring-1 ring-stone-200">
      <span className="block h-4 w-28 animate-pulse rounded bg-stone-200/80" />
      <span className="block h-8 w-40 animate-pulse rounded bg-stone-200/80" />
      <span className="block h-7 w-64 animate-pulse rounded-full bg-stone-200/80" />
    </div>
  );
}

/**
 * Section "My Plan" of the user dashboard (issue 17): invitations to a room first (they wait for an
 * answer), then the plan in force, then the Platinum buyer's room-mates.
 */
export function MyPlanSection() {
  const { t } = useTranslation('plan');
  const plan = useMyPlan();

  let body: ReactNode;
  if (plan.isPending) body = <PlanSkeleton />;
  else if (plan.isError) body = <LoadError what={t('section.loadWhat')} onRetry={() => void plan.refetch()} />;
  else {
    const mine = plan.data;
    body = (
      <div className="flex flex-col gap-6">
        {mine.invitations.length > 0 ? <InvitationsList invitations={mine.invitations} /> : null}
        <CurrentPlan plan={mine} />
        {mine.plan === 'Platinum' && mine.source === 'own' ? <RoommatesPanel roommates={mine.roommates} /> : null}
      </div>
    );
  }

  return (
    <SectionCard id="my-plan" title={t('section.title')} description={t('section.description')}>
      {body}
    </SectionCard>
  );
}
