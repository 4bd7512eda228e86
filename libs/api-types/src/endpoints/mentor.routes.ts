import type { MentorGoalInput, MentorReviewView } from '../reminders';
import { route } from './route';

/** Mentor support (Pro): the weekly guided review, kept by the journal service. */
export const mentorRoutes = {
  review: route<void, MentorReviewView>()('GET', '/mentor/review'),
  goal: route<MentorGoalInput, MentorReviewView>()('PUT', '/mentor/goal'),
};
