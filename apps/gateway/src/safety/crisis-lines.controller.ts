import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CRISIS_LINES, type CrisisLinesView } from '@maeum/api-types';

/**
 * The crisis lines every card shows, from the one list in api-types. Public
 * and answered by the gateway itself: a card must never wait for a service or a token.
 */
@ApiTags('safety')
@Controller('safety')
export class CrisisLinesController {
  @Get('crisis-lines')
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The crisis lines (number, tel, en/ko label) in the order the card shows them' })
  @ApiOkResponse({ description: '{ lines: [{ number, tel, label: { en, ko } }] }' })
  list(): CrisisLinesView {
    return { lines: [...CRISIS_LINES] };
  }
}
