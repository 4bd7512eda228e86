import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { Observable, throwError } from 'rxjs';
import { toRpcErrorBody } from './rpc-error-body';

/** Global filter for services: every thrown error leaves as a coded error body, never a bare 500. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const body = toRpcErrorBody(exception);
    return throwError(() => body);
  }
}
