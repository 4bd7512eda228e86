import 'reflect-metadata';
import { runService } from '@maeum/service-kit';
import { sizeThreadPoolForHashing } from './accounts/hashing-pool';
import { authService } from './service';

sizeThreadPoolForHashing();
runService(authService);
