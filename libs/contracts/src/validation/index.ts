export * from './no-hidden-characters';
