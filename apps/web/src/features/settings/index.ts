// The settings feature's public surface: what the app and other features may use. Its pages are
// loaded by the router (app/routes.tsx) by path.
export { EditProfileDialog } from './components/edit-profile-dialog';
export { useApplySavedPreferences } from './use-apply-saved-preferences';
export { useSaveDisplayPreference } from './use-display-preference';
