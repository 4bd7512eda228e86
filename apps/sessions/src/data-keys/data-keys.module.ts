import { Module } from '@nestjs/common';
import { DataKeys } from './data-keys';

@Module({ providers: [DataKeys], exports: [DataKeys] })
export class DataKeysModule {}
