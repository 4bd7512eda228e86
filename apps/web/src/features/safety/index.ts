// The safety feature's public surface: crisis lines and the resources shown beside a conversation.
export { useCrisisLines } from './api';
export { CrisisLineLinks } from './components/crisis-line-links';
export { CrisisResources } from './components/crisis-resources';
export { sentOr } from './crisis-lines';
