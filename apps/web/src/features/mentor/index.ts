// The mentor feature's public surface. Its pages are loaded by the router (app/routes.tsx) by path.
export { DashboardMentorCard } from './components/dashboard-mentor-card';
export { MentorCard } from './components/mentor-card';
