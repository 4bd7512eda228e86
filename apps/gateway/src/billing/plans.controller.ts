import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PlanView, RpcPattern } from '@maeum/contracts';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/** The plan grid: public, so visitors see prices on /pricing before they sign up. */
@ApiTags('billing')
@Controller('plans')
export class PlansController {
  constructor(private readonly services: ServicesClient) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOkResponse({ description: 'Active plans by rank; the hidden Lite plan is left out' })
  list(@CurrentCaller() caller: Caller): Promise<PlanView[]> {
    return this.services.ask(RpcPattern.billingPlans, undefined, caller);
  }
}
