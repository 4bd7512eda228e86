export * from './toss-sandbox';
