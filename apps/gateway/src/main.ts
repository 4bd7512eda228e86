import 'reflect-metadata';
import { runApp } from '@maeum/service-kit';
import { startGateway } from './bootstrap-gateway';

runApp('gateway', startGateway);
