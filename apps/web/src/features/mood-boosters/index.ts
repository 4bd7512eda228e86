// The mood boosters' public surface. Their pages are loaded by the router (app/routes.tsx) by path.
export { DashboardBoosterCard } from './components/dashboard-booster-card';
