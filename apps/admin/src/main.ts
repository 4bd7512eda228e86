import 'reflect-metadata';
import { runService } from '@maeum/messaging';
import { adminService } from './service';

void runService(adminService);
