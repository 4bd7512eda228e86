export * from './rpc-patterns';
export * from './rpc-envelope';
export * from './auth-signup.dto';
export * from './me.dto';
export * from './oauth.dto';
