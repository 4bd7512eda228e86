import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  PushSubscriptionDto,
  PushSubscriptionRemoveDto,
  type PushSubscriptionsView,
  ReminderSettingsDto,
  type ReminderSettingsView,
  ReminderStopDto,
  type ReminderStopView,
  RpcPattern,
} from '@maeum/contracts';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Caller, CurrentCaller } from '../core/caller';
import { Idempotent } from '../core/idempotency';
import { ServicesClient } from '../core/services.client';

/** Self-care reminders (API.md): the person's settings, forwarded to auth. */
@ApiTags('reminders')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('reminders')
export class RemindersController {
  constructor(private readonly services: ServicesClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOkResponse({
    description: 'On or off (off by default), the time (HH:MM, own zone), the weekdays (1 Mon–7 Sun)',
  })
  get(@CurrentCaller() caller: Caller): Promise<ReminderSettingsView> {
    return this.services.ask(RpcPattern.remindersGet, undefined, caller);
  }

  @Idempotent('auth')
  @Put()
  @ApiOkResponse({ description: 'The settings saved' })
  put(@Body() body: ReminderSettingsDto, @CurrentCaller() caller: Caller): Promise<ReminderSettingsView> {
    return this.services.ask(
      RpcPattern.remindersPut,
      { enabled: body.enabled, time: body.time, weekdays: body.weekdays },
      caller,
    );
  }
}

/**
 * The e-mail's one-tap stop link. No access token: it is opened from a mail app, often on another
 * device; the signed token names the person. No-referrer, as for the other link routes.
 */
@ApiTags('reminders')
@Controller('reminders')
export class ReminderStopController {
  constructor(private readonly services: ServicesClient) {}

  @Post('stop')
  @HttpCode(HttpStatus.OK)
  @Header('Referrer-Policy', 'no-referrer')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'Reminders are off; 400 invalid_token for a token that is not a valid stop link',
  })
  stop(@Body() body: ReminderStopDto, @CurrentCaller() caller: Caller): Promise<ReminderStopView> {
    return this.services.ask(RpcPattern.remindersStop, { token: body.token }, caller);
  }
}

/** Web push subscriptions, one per device (API.md), forwarded to auth. */
@ApiTags('reminders')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('push-subscriptions')
export class PushSubscriptionsController {
  constructor(private readonly services: ServicesClient) {}

  @Idempotent('auth')
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'This device is subscribed; the number of subscribed devices' })
  subscribe(
    @Body() body: PushSubscriptionDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PushSubscriptionsView> {
    return this.services.ask(
      RpcPattern.pushSubscribe,
      { endpoint: body.endpoint, keys: { p256dh: body.keys.p256dh, auth: body.keys.auth } },
      caller,
    );
  }

  @Delete()
  @ApiOkResponse({ description: 'This device is unsubscribed (nothing happens for an unknown endpoint)' })
  unsubscribe(
    @Body() body: PushSubscriptionRemoveDto,
    @CurrentCaller() caller: Caller,
  ): Promise<PushSubscriptionsView> {
    return this.services.ask(RpcPattern.pushUnsubscribe, { endpoint: body.endpoint }, caller);
  }
}
