// The reminders feature's public surface. Its page is loaded by the router (app/routes.tsx) by path.
export { RemindersSection } from './components/reminders-section';
