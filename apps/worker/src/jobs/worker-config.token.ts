/** The worker's validated configuration, as a Nest provider. */
export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
