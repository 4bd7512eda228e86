import { useTranslation } from 'react-i18next';
import { useSubscription } from '../../billing';
import { useMentorReview } from '../api';
import { MentorCard } from './mentor-card';

/** The dashboard's way into the weekly review: on Pro only (DECISIONS.md), with this week's goal. */
export function DashboardMentorCard() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const pro = subscription.data?.planId === 'pro';
  const review = useMentorReview(pro);
  if (!pro) return null;
  const goal = review.data?.goal;
  return <MentorCard goal={goal ? t(`mentor.goals.${goal}`) : null} />;
}
