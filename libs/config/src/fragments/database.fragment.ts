import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, Matches, Max, Min } from 'class-validator';
import type { SettingsBase } from '../compose-config';
import { Sensitive } from '../load-config';
import { toBool } from './rules';

/** Postgres: where it is, how many connections a process holds, whether it migrates at boot. */
export const DatabaseFragment = (Base: SettingsBase) => {
  class DatabaseSettings extends Base {
    @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
    @Sensitive()
    DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/maeum';

    @IsInt()
    @Min(1)
    @Max(100)
    DATABASE_POOL_SIZE: number = 10;

    @Transform(toBool)
    @IsBoolean()
    RUN_MIGRATIONS_ON_START: boolean = true;
  }
  return DatabaseSettings;
};
