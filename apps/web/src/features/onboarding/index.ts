// The onboarding feature's public surface: what the app and other features may use. Its page is
// loaded by the router (app/routes.tsx) by path.
export { LazyGuideOverlay } from './lazy-guide-overlay';
export { useAfterGuide } from './use-after-guide';
export { useSaveContextDraft } from './use-save-context-draft';
