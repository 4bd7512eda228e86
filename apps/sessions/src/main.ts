import 'reflect-metadata';
import { runService } from '@maeum/service-kit';
import { sessionsService } from './service';

runService(sessionsService);
