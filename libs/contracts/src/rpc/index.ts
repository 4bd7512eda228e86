export * from './rpc-map';
export * from './rpc-patterns';
export * from './rpc-envelope';
export * from './service-rpc.types';
export * from './data-export.types';
export * from './auth-signup.dto';
export * from './me.dto';
export * from './oauth.dto';
