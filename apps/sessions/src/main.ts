import 'reflect-metadata';
import { runService } from '@maeum/messaging';
import { sessionsService } from './service';

void runService(sessionsService);
