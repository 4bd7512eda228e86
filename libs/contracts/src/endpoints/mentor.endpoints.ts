import { mentorRoutes } from '@maeum/api-types';
import { MentorGoalDto } from '../rpc/reminders.dto';
import { bindEndpoints } from './endpoint';

export const mentorEndpoints = bindEndpoints(mentorRoutes, {
  review: {
    rpc: 'journal.mentor.review',
    cache: 'no-store',
    summary: "Pro's weekly guided review of the last 7 days",
    answer: 'The last 7 days reviewed, suggested goals and this week’s goal; 403 plan_required without Pro',
  },
  goal: {
    rpc: 'journal.mentor.goal',
    body: MentorGoalDto,
    idempotent: 'journal',
    summary: "Choose this week's habit goal in the weekly review",
    answer: 'This week’s one small goal saved; the review again; 403 plan_required without Pro',
  },
});
