export * from './ensure-database';
export * from './data-source';
