import 'reflect-metadata';
import { runService } from '@maeum/messaging';
import { journalService } from './service';

void runService(journalService);
