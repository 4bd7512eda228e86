import 'reflect-metadata';
import { runService } from '@maeum/service-kit';
import { billingService } from './service';

runService(billingService);
