import { IsIn, IsInt, Max, Min } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/** How the process runs: its environment, its log lines, how long it may take to stop. */
export const ProcessFragment = (Base: SettingsBase) => {
  class ProcessSettings extends Base {
    @IsIn(['development', 'production', 'test'])
    NODE_ENV: 'development' | 'production' | 'test' = 'development';

    @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    LOG_LEVEL: string = 'info';

    /** `json` lines for machines (production, tests); `pretty` lines for people, which `npm start` sets. */
    @IsIn(['json', 'pretty'])
    LOG_FORMAT: 'json' | 'pretty' = 'json';

    @IsInt()
    @Min(1000)
    @Max(120000)
    SHUTDOWN_TIMEOUT_MS: number = 10000;
  }
  return ProcessSettings;
};
