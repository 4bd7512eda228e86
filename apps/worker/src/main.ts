import 'reflect-metadata';
import { runApp } from '@maeum/service-kit';
import { startWorker } from './bootstrap-worker';

runApp('worker', startWorker);
