// The companion feature's public surface: what the app and other features may use. Its pages are
// loaded by the router (app/routes.tsx) by path.
export { sessionsApi, useMemory, useMemoryChange } from './api';
export { DashboardTalkCard } from './components/dashboard-talk-card';
export { formatStarted } from './components/session-card';
