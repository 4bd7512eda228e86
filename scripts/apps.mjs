// The processes that make up maeum., in start order, with the metrics port each one gets locally.
export const SERVICES = ['auth', 'billing', 'sessions', 'journal', 'admin'];
export const APPS = [
  { name: 'auth', metricsPort: 9101, color: 'magenta' },
  { name: 'billing', metricsPort: 9102, color: 'yellow' },
  { name: 'sessions', metricsPort: 9103, color: 'cyan' },
  { name: 'journal', metricsPort: 9104, color: 'green' },
  { name: 'admin', metricsPort: 9105, color: 'blue' },
  { name: 'worker', metricsPort: 9106, color: 'gray' },
  { name: 'gateway', metricsPort: 0, color: 'white' },
];
export const entryOf = (app) => `dist/node/apps/${app}/src/main.js`;
