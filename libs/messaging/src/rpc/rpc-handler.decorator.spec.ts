import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import type { MeView, PreferencesView, UpdateProfileRequest } from '@maeum/contracts';
import { RpcCallContext } from './rpc-call.context';
import { RpcClient } from './rpc.client';
import { RpcHandler } from './rpc-handler.decorator';

const me = {} as MeView;

class TypedHandlers {
  @RpcHandler('auth.me.update-profile')
  profile(input: UpdateProfileRequest, call: RpcCallContext): MeView {
    void input;
    void call;
    return me;
  }

  @RpcHandler('auth.me.get')
  get(): Promise<MeView> {
    return Promise.resolve(me);
  }
}

// The compile-time half of this spec: `npm run typecheck` fails if any of these stops being an error.
class MismatchedHandlers {
  // @ts-expect-error the reply of auth.me.get is a MeView, not preferences
  @RpcHandler('auth.me.get')
  wrongReply(): PreferencesView {
    return {} as PreferencesView;
  }

  // @ts-expect-error auth.me.update-profile takes the profile fields, not a number
  @RpcHandler('auth.me.update-profile')
  wrongRequest(input: number): MeView {
    void input;
    return me;
  }

  // @ts-expect-error the call context is the second parameter; the first is the (void) request
  @RpcHandler('auth.me.get')
  contextFirst(call: RpcCallContext): MeView {
    void call;
    return me;
  }
}

function clientCalls(rpc: RpcClient) {
  // @ts-expect-error auth.login needs an e-mail and a password
  void rpc.request('auth.login', { email: 'a@b.c' });
  // @ts-expect-error no such pattern
  void rpc.request('auth.me.gett', undefined);
  const reply: Promise<MeView> = rpc.request('auth.me.get', undefined);
  // @ts-expect-error the reply of auth.me.get-preferences is not a MeView
  const wrong: Promise<MeView> = rpc.request('auth.me.get-preferences', undefined);
  return [reply, wrong];
}

describe('RpcHandler', () => {
  it('registers the method for its pattern, with the payload first and the call context second', () => {
    const method = TypedHandlers.prototype.profile;
    expect(Reflect.getMetadata(PATTERN_METADATA, method)).toEqual(['auth.me.update-profile']);
    const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, TypedHandlers, 'profile') as Record<
      string,
      { index: number }
    >;
    expect(
      Object.values(args)
        .map((a) => a.index)
        .sort(),
    ).toEqual([0, 1]);
    expect(MismatchedHandlers).toBeDefined();
    expect(clientCalls).toBeDefined();
  });
});
