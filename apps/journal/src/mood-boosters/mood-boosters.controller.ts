import { Controller } from '@nestjs/common';
import {
  EmojiEchoDto,
  type EmojiEchoView,
  type MoodBoosterActivationView,
  MoodBoosterEventRpcDto,
  MoodBoosterSlugDto,
  type MoodBoosterView,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ActivateBoosterUseCase } from './activate-booster.usecase';
import { EmojiEchoUseCase } from './emoji-echo.usecase';
import { ListBoostersUseCase } from './list-boosters.usecase';
import { RecordBoosterEventUseCase } from './record-booster-event.usecase';

@Controller()
export class MoodBoostersController {
  constructor(
    private readonly listBoosters: ListBoostersUseCase,
    private readonly activateBooster: ActivateBoosterUseCase,
    private readonly recordEvent: RecordBoosterEventUseCase,
    private readonly emojiEcho: EmojiEchoUseCase,
  ) {}

  @RpcHandler(RpcPattern.moodBoostersList)
  list(): Promise<MoodBoosterView[]> {
    return this.listBoosters.execute();
  }

  @RpcHandler(RpcPattern.moodBoosterActivate)
  activate(input: MoodBoosterSlugDto, call: RpcCallContext): Promise<MoodBoosterActivationView> {
    return this.activateBooster.execute(call.callerId(), input.slug);
  }

  @RpcHandler(RpcPattern.moodBoosterEvent)
  event(input: MoodBoosterEventRpcDto, call: RpcCallContext): Promise<{ recorded: true }> {
    return this.recordEvent.execute(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.emojiEcho)
  echo(input: EmojiEchoDto, call: RpcCallContext): Promise<EmojiEchoView> {
    return this.emojiEcho.execute(call.callerId(), input);
  }
}
