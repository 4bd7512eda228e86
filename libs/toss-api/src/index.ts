// The wire shapes of Toss Payments' API, owned by billing's Toss client
// (apps/billing/src/payments/toss/toss.client.ts); the sandbox (libs/toss-sandbox) answers in them.
export * from './toss-types';
