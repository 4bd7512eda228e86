// Integration suites start real processes and wait on real brokers.
jest.setTimeout(60_000);
