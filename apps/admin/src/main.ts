import 'reflect-metadata';
import { runService } from '@maeum/service-kit';
import { adminService } from './service';

runService(adminService);
