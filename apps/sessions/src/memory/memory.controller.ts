import { Controller } from '@nestjs/common';
import {
  EditMemoryDto,
  type MemoryView,
  MemorySettingsDto,
  type RecordIdRequest,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { DataKeys } from '../data-keys/data-keys';
import { MemoryNotFoundError } from './memory.exception';
import { MemoryBook } from './memory-book';

/** "What maeum. remembers": read, edit, erase one or all, switch off. Each answer is the whole view. */
@Controller()
export class MemoryController {
  constructor(
    private readonly book: MemoryBook,
    private readonly keys: DataKeys,
  ) {}

  @RpcHandler(RpcPattern.memoryGet)
  async get(_input: void, call: RpcCallContext): Promise<MemoryView> {
    const userId = call.callerId();
    return this.book.view(userId, await this.keys.cipherFor(userId));
  }

  @RpcHandler(RpcPattern.memoryEdit)
  async edit(input: EditMemoryDto & RecordIdRequest, call: RpcCallContext): Promise<MemoryView> {
    const userId = call.callerId();
    const cipher = await this.keys.cipherFor(userId);
    if (!(await this.book.edit(userId, input.id, input.content.trim(), cipher)))
      throw new MemoryNotFoundError();
    return this.book.view(userId, cipher);
  }

  @RpcHandler(RpcPattern.memoryDelete)
  async delete(input: RecordIdRequest, call: RpcCallContext): Promise<MemoryView> {
    const userId = call.callerId();
    if (!(await this.book.delete(userId, input.id))) throw new MemoryNotFoundError();
    return this.book.view(userId, await this.keys.cipherFor(userId));
  }

  @RpcHandler(RpcPattern.memoryClear)
  async clear(_input: void, call: RpcCallContext): Promise<MemoryView> {
    const userId = call.callerId();
    await this.book.clear(userId);
    return this.book.view(userId, await this.keys.cipherFor(userId));
  }

  @RpcHandler(RpcPattern.memorySettings)
  async settings(input: MemorySettingsDto, call: RpcCallContext): Promise<MemoryView> {
    const userId = call.callerId();
    await this.book.setEnabled(userId, input.enabled);
    return this.book.view(userId, await this.keys.cipherFor(userId));
  }
}
