import { InsightsPage } from '../features/insights';
import { MentorCard } from '../features/mentor';

/** /insights with the way into the mentor review, which builds on insights (so is passed in here). */
export function InsightsRoute() {
  return <InsightsPage mentorCard={<MentorCard />} />;
}
