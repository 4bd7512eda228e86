import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  InvoiceListQueryDto,
  InvoicePdfQueryDto,
  InvoiceView,
  RecordIdDto,
  RefundDto,
  RpcPattern,
} from '@maeum/contracts';
import type { JsonBytes } from '@maeum/messaging';
import type { FastifyReply } from 'fastify';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { ServicesClient } from '../core/services.client';
import { Idempotent } from '../core/idempotency';

/** The caller's invoices: list, the PDF receipt, and a refund within 14 days. */
@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly services: ServicesClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  // The page is sent on as billing wrote it (no parse and re-serialise here).
  @Header('content-type', 'application/json; charset=utf-8')
  @ApiOkResponse({
    description:
      'Newest first, 20 at a time (?before= the last one shown): plan, amount in won, status, date, refundable',
  })
  list(
    @Query() query: InvoiceListQueryDto,
    @CurrentCaller() caller: Caller,
  ): Promise<JsonBytes<InvoiceView[]>> {
    return this.services.askJson(
      RpcPattern.invoicesList,
      { ...(query.before ? { before: query.before } : {}) },
      caller,
    );
  }

  @Get(':id/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The receipt as a PDF (owner only; 404 otherwise)' })
  async pdf(
    @Param() params: RecordIdDto,
    @Query() query: InvoicePdfQueryDto,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { filename, contentBase64 } = await this.services.ask(
      RpcPattern.invoicesPdf,
      { id: params.id, lang: query.lang },
      caller,
    );
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(contentBase64, 'base64'));
  }

  @Idempotent('billing')
  @Post(':id/refund')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The invoice, refunded through Toss; the plan is Free again' })
  refund(
    @Param() params: RecordIdDto,
    @Body() body: RefundDto,
    @CurrentCaller() caller: Caller,
  ): Promise<InvoiceView> {
    return this.services.ask(RpcPattern.invoicesRefund, { id: params.id, reason: body.reason }, caller);
  }
}
