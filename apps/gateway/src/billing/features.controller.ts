import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { FeatureAccessView, FeatureNameDto, FeaturePreviewView, RpcPattern } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';

/** Plan gates (spec §6): whether the caller's plan opens a feature, and its once-a-day preview. */
@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('features')
export class FeaturesController {
  constructor(private readonly services: ServicesClient) {}

  @Get(':name')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ description: '{ feature, allowed, canPreview }' })
  check(@Param() params: FeatureNameDto, @CurrentCaller() caller: Caller): Promise<FeatureAccessView> {
    return this.services.ask(RpcPattern.billingFeature, params, caller);
  }

  @Post(':name/preview')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The preview, open until `until`; 409 preview_used within 24 hours' })
  preview(@Param() params: FeatureNameDto, @CurrentCaller() caller: Caller): Promise<FeaturePreviewView> {
    return this.services.ask(RpcPattern.billingFeaturePreview, params, caller);
  }
}
