// The insights feature's public surface: what the app and other features may use. Its pages are
// loaded by the router (app/routes.tsx) by path.
export { useProfileStats } from './api';
export { ActivityFeed } from './components/activity-feed';
export { DashboardActivityCard } from './components/dashboard-activity-card';
export { SessionRating } from './components/session-rating';
export { StatTile } from './components/stat-tile';
export { moodWord } from './mood-word';
export { InsightsPage } from './pages/insights-page';
