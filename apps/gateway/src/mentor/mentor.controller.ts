import { Body, Controller, Get, Header, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MentorGoalDto, type MentorReviewView, RpcPattern } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { Idempotent } from '../core/idempotency';
import { ServicesClient } from '../core/services.client';

/** Mentor support (Pro): the weekly guided review, forwarded to the journal service. */
@ApiTags('insights')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('mentor')
export class MentorController {
  constructor(private readonly services: ServicesClient) {}

  @Get('review')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description:
      'The last 7 days reviewed, suggested goals and this week’s goal; 403 plan_required without Pro',
  })
  review(@CurrentCaller() caller: Caller): Promise<MentorReviewView> {
    return this.services.ask(RpcPattern.mentorReview, undefined, caller);
  }

  @Idempotent('journal')
  @Put('goal')
  @ApiOkResponse({
    description: 'This week’s one small goal saved; the review again; 403 plan_required without Pro',
  })
  goal(@Body() body: MentorGoalDto, @CurrentCaller() caller: Caller): Promise<MentorReviewView> {
    return this.services.ask(RpcPattern.mentorGoal, { goal: body.goal }, caller);
  }
}
