// The habits feature's public surface. Its pages are loaded by the router (app/routes.tsx) by path.
export { DashboardHabitsCard } from './components/dashboard-habits-card';
