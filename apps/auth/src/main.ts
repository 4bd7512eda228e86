import './accounts/size-thread-pool';
import 'reflect-metadata';
import { runService } from '@maeum/service-kit';
import { authService } from './service';

runService(authService);
