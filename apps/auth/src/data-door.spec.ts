import { itKeepsOneDataDoor } from '@maeum/testing';

// Auth's one data door, as billing's and admin's. Auth moves feature by feature: what still holds
// its own SQL or transaction is listed here, and the list may only shrink (a converted file left
// on it fails). Converted: page-visits, admin-accounts, the owner's proof (accounts/owner-proof),
// billing-notices, diagnostics, security-events, reminders,
// signing-keys.
itKeepsOneDataDoor(__dirname, {
  unitOfWork: 'auth.unit-of-work.ts',
  minUseCases: 1,
  notYetConverted: [
    'account-deletion/delete-account.usecase.ts',
    'account-deletion/purge-deleted-accounts.usecase.ts',
    'accounts/account-setup.ts',
    'accounts/failed-sign-in-notice.ts',
    'accounts/sign-in.usecase.ts',
    'accounts/sign-up.usecase.ts',
    'data-export/export-user-data.usecase.ts',
    'data-keys/auth-data-keys.ts',
    'email-change/confirm-email-change.usecase.ts',
    'email-change/request-email-change.usecase.ts',
    'me/complete-onboarding.usecase.ts',
    'me/get-me.usecase.ts',
    'me/preferences.store.ts',
    'me/update-profile.usecase.ts',
    'me/user-context.store.ts',
    'oauth/complete-oauth.usecase.ts',
    'oauth/oauth-account.resolver.ts',
    'oauth/start-oauth.usecase.ts',
    'recovery/forgot-password.usecase.ts',
    'recovery/reset-password.usecase.ts',
    'sign-in-sessions/refresh-session.usecase.ts',
    'sign-in-sessions/session-issuer.ts',
    'sign-in-sessions/session-store.ts',
    'sign-in-sessions/sign-out.usecase.ts',
  ],
});
