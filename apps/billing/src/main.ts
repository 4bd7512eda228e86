import 'reflect-metadata';
import { runService } from '@maeum/messaging';
import { billingService } from './service';

void runService(billingService);
