import { Body, Controller, Delete, Get, Header, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EditMemoryDto, type MemoryView, MemorySettingsDto, RecordIdDto, RpcPattern } from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

/** What the companion remembers across sessions: the person sees, edits, erases or switches it off. */
@ApiTags('sessions')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('memory')
export class MemoryController {
  constructor(private readonly services: ServicesClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description: '{ enabled, limit, items: [{ id, content, sessionId, sessionTitle, createdAt }] }',
  })
  get(@CurrentCaller() caller: Caller): Promise<MemoryView> {
    return this.services.ask(RpcPattern.memoryGet, undefined, caller);
  }

  @Idempotent('sessions')
  @Patch('settings')
  @ApiOkResponse({ description: 'Memory switched on or off; what is remembered stays until erased' })
  settings(@Body() body: MemorySettingsDto, @CurrentCaller() caller: Caller): Promise<MemoryView> {
    return this.services.ask(RpcPattern.memorySettings, { enabled: body.enabled }, caller);
  }

  @Idempotent('sessions')
  @Patch(':id')
  @ApiOkResponse({ description: 'One memory rewritten by the person (owner only; 404 otherwise)' })
  edit(
    @Param() params: RecordIdDto,
    @Body() body: EditMemoryDto,
    @CurrentCaller() caller: Caller,
  ): Promise<MemoryView> {
    return this.services.ask(RpcPattern.memoryEdit, { id: params.id, content: body.content }, caller);
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'One memory erased (owner only; 404 otherwise); gone from the next reply' })
  delete(@Param() params: RecordIdDto, @CurrentCaller() caller: Caller): Promise<MemoryView> {
    return this.services.ask(RpcPattern.memoryDelete, { id: params.id }, caller);
  }

  @Delete()
  @ApiOkResponse({ description: 'Every memory erased' })
  clear(@CurrentCaller() caller: Caller): Promise<MemoryView> {
    return this.services.ask(RpcPattern.memoryClear, undefined, caller);
  }
}
