import { Controller } from '@nestjs/common';
import { MentorGoalDto, type MentorReviewView, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { MentorUseCases } from './mentor.usecase';

@Controller()
export class MentorController {
  constructor(private readonly mentor: MentorUseCases) {}

  @RpcHandler(RpcPattern.mentorReview)
  review(_input: void, call: RpcCallContext): Promise<MentorReviewView> {
    return this.mentor.review(call.callerId());
  }

  @RpcHandler(RpcPattern.mentorGoal)
  goal(input: MentorGoalDto, call: RpcCallContext): Promise<MentorReviewView> {
    return this.mentor.setGoal(call.callerId(), input.goal);
  }
}
