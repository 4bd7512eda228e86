export * from './test-resources';
export * from './app-process';
export * from './migration-check';
export * from './smtp-capture';
export * from './oauth-provider';
export * from './test-stack';
export * from './private-servers';
export * from './it-when';
