export * from './toss-sandbox';
export * from './toss-types';
