import 'reflect-metadata';
import { runService } from '@maeum/service-kit';
import { journalService } from './service';

runService(journalService);
