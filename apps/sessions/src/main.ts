import 'reflect-metadata';
import { runService } from '@maeum/service-kit';
import { sessionsService } from './service';

void runService(sessionsService);
