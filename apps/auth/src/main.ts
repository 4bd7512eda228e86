import 'reflect-metadata';
import { runService } from '@maeum/messaging';
import { authService } from './service';

void runService(authService);
