export * from './load-config';
export * from './compose-config';
export * from './fragments';
