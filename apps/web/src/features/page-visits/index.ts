// Page-visit tracking, used by the app shell.
export { usePageVisitTracking } from './use-page-visit-tracking';
