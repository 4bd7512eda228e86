import { Matches, ValidateIf } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/**
 * The VAPID public key browsers subscribe to web push with (self-care reminders): auth hands it to
 * the browser, the worker signs with its pair. Empty: reminders go by e-mail only.
 */
export const WebPushKeyFragment = (Base: SettingsBase) => {
  class WebPushKeySettings extends Base {
    @ValidateIf((c: WebPushKeySettings) => c.VAPID_PUBLIC_KEY !== '')
    @Matches(/^[A-Za-z0-9_-]{80,100}$/, { message: 'VAPID_PUBLIC_KEY must be a base64url P-256 public key' })
    VAPID_PUBLIC_KEY: string = '';
  }
  return WebPushKeySettings;
};
