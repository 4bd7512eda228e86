import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import * as controllers from './endpoints.controller';

/** The plain forwards of the endpoint table (libs/contracts/src/endpoints). */
@Module({ imports: [AuthModule], controllers: Object.values(controllers) })
export class EndpointsModule {}
