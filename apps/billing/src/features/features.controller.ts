import { Controller } from '@nestjs/common';
import { FeatureAccessView, FeatureNameDto, FeaturePreviewView, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { FeatureAccessUseCase } from './feature-access.usecase';

@Controller()
export class FeaturesController {
  constructor(private readonly features: FeatureAccessUseCase) {}

  @RpcHandler(RpcPattern.billingFeature)
  check(input: FeatureNameDto, call: RpcCallContext): Promise<FeatureAccessView> {
    return this.features.check(call.callerId(), input.name);
  }

  @RpcHandler(RpcPattern.billingFeaturePreview)
  preview(input: FeatureNameDto, call: RpcCallContext): Promise<FeaturePreviewView> {
    return this.features.preview(call.callerId(), input.name);
  }
}
