// The journal feature's public surface. Its pages are loaded by the router (app/routes.tsx) by path.
export { DashboardJournalCard } from './components/dashboard-journal-card';
