// The legal pages' public surface. The pages are loaded by the router (app/routes.tsx) by path.
export { agePolicyPath } from './legal-constants';
