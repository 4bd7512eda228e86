import { IsInt, IsIP, Max, Min } from 'class-validator';
import type { SettingsBase } from '../compose-config';

/** The ops listener (libs/service-kit/src/ops-server.ts): GET /metrics and GET /healthz. */
export const OpsListenerFragment = (Base: SettingsBase) => {
  class OpsListenerSettings extends Base {
    /** GET /metrics and GET /healthz of this process; 0 turns the listener off. */
    @IsInt()
    @Min(0)
    @Max(65535)
    METRICS_PORT: number = 0;

    /**
     * Address the ops listener binds: every interface by default, so the kubelet's probes and
     * Prometheus reach it at the pod's address; `npm start` sets 127.0.0.1 on a developer machine.
     */
    @IsIP(undefined, { message: 'METRICS_HOST must be an IP address (0.0.0.0, 127.0.0.1, ::)' })
    METRICS_HOST: string = '0.0.0.0';
  }
  return OpsListenerSettings;
};
