export * from './load-config';
export * from './app-configs';
