// Imported first by main.ts: libuv sizes its thread pool once, when it first starts.
import { sizeThreadPoolForHashing } from './hashing-pool';

sizeThreadPoolForHashing();
